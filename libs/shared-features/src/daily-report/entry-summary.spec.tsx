import { screen } from '@testing-library/react';
import { director, renderInApp } from '../testing';
import { BOTTLE, DIAPER, LUNCH, NAPPING, NAP_DONE, NOTE, entry } from './daily-report-testing';
import { DailyEntryLine, entryText, mlToOz, ozToMl } from './entry-summary';

describe("a daily report entry's words", () => {
  it('say what happened in one line', () => {
    expect(entryText(LUNCH)).toBe('Lunch · ate most · Happy');
    expect(entryText(BOTTLE)).toBe('Bottle · 180 ml (6.1 oz)');
    expect(entryText(NAPPING)).toBe('Asleep since 12:30 PM');
    expect(entryText(NAP_DONE)).toBe('Nap · 12:30 PM–2:10 PM (1 h 40 min)');
    expect(entryText(DIAPER)).toBe('Diaper · wet');
    expect(entryText(entry({ kind: 'movement', movement: 'toilet', result: 'wet_soiled', note: 'Asked by herself' }))).toBe('Toilet · wet & soiled · Asked by herself');
    expect(entryText(NOTE)).toBe('Note · Painted a rainbow for her mum. · Calm');
  });

  it('keep bottles in ml and convert ounces', () => {
    expect(ozToMl(6)).toBe(177);
    expect(mlToOz(29.5735)).toBeCloseTo(1);
  });

  it('show the time, the child when asked, the note, the mood and who recorded it', () => {
    renderInApp(<DailyEntryLine entry={{ ...NOTE, held: true }} showChild />, { user: director });
    expect(screen.getByText('3:00 PM')).toBeTruthy();
    expect(screen.getByText('Emma Thompson · Note')).toBeTruthy();
    expect(screen.getByText('Painted a rainbow for her mum.')).toBeTruthy();
    expect(screen.getByText('Mood: Calm')).toBeTruthy();
    expect(screen.getByText('Held back from the family')).toBeTruthy();
    expect(screen.getByText('by Daniel Okafor')).toBeTruthy();
  });
});

// Entries the daily report pages' specs answer with: Emma's day yesterday, so every time is in the past.
import { fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { DailyEntryDto } from '@daycare/api-client';
import { formatTime } from '@daycare/i18n';
import { DAY } from './entry-helpers';

export const EMMA_LABEL = { id: 7, label: 'Emma Thompson' };
export const YESTERDAY = dayjs().subtract(1, 'day').format(DAY);
const at = (hour: number, minute = 0) => dayjs(YESTERDAY).hour(hour).minute(minute).toISOString();

export const LUNCH: DailyEntryDto = {
  id: 41, childId: 7, child: EMMA_LABEL, kind: 'meal', at: at(12, 30), until: null, meal: 'lunch', portion: 'some', bottleMl: null,
  movement: null, result: null, mood: 'happy', note: 'Asked for more pasta', held: false, recordedBy: { id: 3, label: 'Daniel Okafor' },
  createdAt: at(12, 35), updatedAt: null, photos: [], canEdit: true,
};
export const BOTTLE: DailyEntryDto = { ...LUNCH, id: 42, at: at(9), meal: 'bottle', portion: null, bottleMl: 180, mood: null, note: null };
export const NAP: DailyEntryDto = { ...LUNCH, id: 43, kind: 'nap', at: at(13), until: null, meal: null, portion: null, mood: null, note: null };
export const DIAPER: DailyEntryDto = { ...LUNCH, id: 44, kind: 'movement', at: at(10, 15), meal: null, portion: null, movement: 'diaper', result: 'wet', mood: null, note: null };

/** "Lunch at 12:30 PM", as the buttons name an entry. */
export const named = (what: string, entry: DailyEntryDto) => `${what} at ${formatTime(entry.at)}`;

export const childDay = (...entries: DailyEntryDto[]) => ({ child: EMMA_LABEL, day: YESTERDAY, entries });

// The machines that run these specs are slow to compute roles on pages this large: the helpers find
// things by their label or text, as a person reads them, without walking the accessibility tree.

/** Clicks the button that reads `text`. */
export const press = (text: string) => fireEvent.click(screen.getByText(text, { selector: 'button span' }));
/** Clicks what is labelled `label`: a choice, or a button named for one entry. */
export const tap = (label: string) => fireEvent.click(screen.getByLabelText(label));
/** Clicks a choice the form shows once an earlier one needs it (how much, for a meal that is not a bottle). */
export const tapShown = async (label: string) => fireEvent.click(await screen.findByLabelText(label));
export const tableRows = () => Array.from(document.querySelectorAll('.ant-table-tbody tr.ant-table-row'));
export const heading = (text: string) => screen.findByText(text, { selector: 'h2' });
export const linkTo = (text: string) => screen.getByText(text, { selector: 'a' }).getAttribute('href');

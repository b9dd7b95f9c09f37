// Records the children pages' specs answer with.
import { act, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ChildListItemDto, ChildRecordDto } from '@daycare/api-client';
import type { ApiCall } from '../../testing';

/** A birth date that makes a child the given age today. */
export const bornAgo = (years: number, months = 0) => dayjs().subtract(years, 'year').subtract(months, 'month').subtract(3, 'day').format('YYYY-MM-DD');

export const EMMA_ITEM: ChildListItemDto = {
  id: 7, label: 'Emma Thompson', firstName: 'Emma', lastName: 'Thompson', preferredName: 'Em', birthDate: bornAgo(2, 3), photoUrl: null,
  room: { id: 2, label: 'Toddlers' }, status: 'enrolled', startDate: '2025-09-01', withdrawnOn: null, familyId: 5,
  tags: [{ id: 1, label: 'Bus A', color: '#2465FF' }], allergyCount: 2, severeAllergy: true, onGoingMedication: 1,
};

export const NOAH_ITEM: ChildListItemDto = {
  id: 8, label: 'Noah Silva', firstName: 'Noah', lastName: 'Silva', preferredName: null, birthDate: bornAgo(0, 7), photoUrl: null,
  room: null, status: 'starting', startDate: dayjs().add(1, 'month').format('YYYY-MM-DD'), withdrawnOn: null, familyId: 6,
  tags: [], allergyCount: 0, severeAllergy: false, onGoingMedication: 0,
};

export const EMMA: ChildRecordDto = {
  id: 7, label: 'Emma Thompson', firstName: 'Emma', lastName: 'Thompson', preferredName: 'Em', birthDate: bornAgo(2, 6), gender: 'female',
  languages: ['English', 'Portuguese'], status: 'enrolled', startDate: '2025-09-01', withdrawnOn: null, photoUrl: null,
  room: { id: 2, label: 'Toddlers' }, familyId: 5, tags: [{ id: 1, label: 'Bus A', color: '#2465FF' }],
  guardians: [{ id: 4, label: 'Sarah Thompson', email: 'parent@demo.test' }],
  siblings: [{ id: 9, label: 'Liam Thompson' }],
  personal: { routines: 'Naps after lunch', comforters: 'Blue blanket', dietaryNeeds: null, notes: null },
  school: { name: null, grade: null, bus: null },
  address: { line: '12 Oak Street', city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6' },
  medical: {
    doctorName: 'Dr. Patel', doctorPhone: '(416) 555-0199', healthCardNumber: '1234-567-890', conditions: 'Mild asthma',
    allergies: [
      { id: 1, label: 'Peanuts', severity: 'severe', reaction: 'Anaphylaxis: use the EpiPen' },
      { id: 2, label: 'Cats', severity: 'mild', reaction: null },
    ],
    medications: [{ id: 1, label: 'Salbutamol', instructions: 'Two puffs when wheezing', ongoing: true }],
    immunisations: [{ id: 1, vaccine: 'MMR', givenOn: '2025-05-20' }],
  },
  canSeeMedical: true, canSeeAddress: true, canEdit: true,
};

/** What staff of another room read: no medical details, no address, no edits. */
export const EMMA_FOR_STAFF: ChildRecordDto = { ...EMMA, medical: null, address: null, canSeeMedical: false, canSeeAddress: false, canEdit: false };

export const ROOMS = [{ id: 1, label: 'Infants', inRatio: true }, { id: 2, label: 'Toddlers', inRatio: true }];
export const TAGS = [{ id: 1, label: 'Bus A', color: '#2465FF', childCount: 1 }, { id: 3, label: 'Nut-free table', color: null, childCount: 0 }];

export const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);
export const queries = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => Object.fromEntries(call.url.searchParams));

/** Types a day into an antd picker and confirms with Enter, as a person using the keyboard does. */
export async function typeDay(label: string, text: string) {
  const input = screen.getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  // The picker reads the typed text on its next render; Enter before that would confirm nothing.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  fireEvent.mouseDown(document.body);
  fireEvent.mouseUp(document.body);
  // The picker hands the day to its form a moment later.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** Opens an antd select by its name and clicks one of its options. */
export async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { selector: 'input' }));
  fireEvent.click(await screen.findByText(option, { selector: '.ant-select-item-option-content' }));
}

// Buttons and headings by their text or label rather than by role: a role query computes the style of each element it
// passes, and on a page with as many antd styles as the medical form's (over 1,000 selectors, more than jsdom's selector
// engine keeps compiled) each of those recompiles every selector, so one role query there takes seconds.

/** The button with that text, or that aria-label (a row's remove button). */
export function button(name: string) {
  const labelled = screen.queryByLabelText(name, { selector: 'button' });
  return (labelled ?? screen.getByText(name, { selector: 'button span' }).closest('button')) as HTMLButtonElement;
}

/** Waits for the level-2 heading with that text: a form's title, once its record has come. */
export const findHeading = (name: string) => screen.findByText(name, { selector: 'h2' });

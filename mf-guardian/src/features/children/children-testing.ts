// The child record and pick-up list the family's child pages' specs answer with.
import { screen } from '@testing-library/react';
import dayjs from 'dayjs';
import type { ApiCall } from '@daycare/shared-features/testing';
import type { ChildRecordDto, PickupListDto } from '@daycare/api-client';

/** Emma as her family reads her record: medical details and address included, editable. */
export const EMMA: ChildRecordDto = {
  id: 1, label: 'Emma Thompson', firstName: 'Emma', lastName: 'Thompson', preferredName: 'Em',
  birthDate: dayjs().subtract(2, 'year').subtract(6, 'month').subtract(3, 'day').format('YYYY-MM-DD'), gender: 'female',
  languages: ['English', 'Portuguese'], status: 'enrolled', startDate: '2025-09-01', withdrawnOn: null, photoUrl: '/api/file/signed/emma.jpg',
  room: { id: 2, label: 'Toddlers' }, familyId: 5, tags: [],
  guardians: [{ id: 4, label: 'Sarah Thompson', email: 'parent@demo.test' }],
  siblings: [{ id: 3, label: 'Noah Thompson' }],
  personal: { routines: 'Naps after lunch', comforters: 'Blue blanket', dietaryNeeds: 'No pork', notes: null },
  school: { name: null, grade: null, bus: null },
  address: { line: '12 Oak Street', city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6' },
  medical: {
    doctorName: 'Dr. Patel', doctorPhone: '(416) 555-0199', healthCardNumber: '1234-567-890', conditions: 'Mild asthma',
    allergies: [{ id: 1, label: 'Peanuts', severity: 'severe', reaction: 'Anaphylaxis: use the EpiPen' }],
    medications: [{ id: 1, label: 'Salbutamol', instructions: 'Two puffs when wheezing', ongoing: true }],
    immunisations: [{ id: 1, vaccine: 'MMR', givenOn: '2025-05-20' }],
  },
  canSeeMedical: true, canSeeAddress: true, canEdit: true,
};

export const PICKUP: PickupListDto = {
  authorised: [
    { id: 4, kind: 'guardian', label: 'Sarah Thompson', relation: 'mother', mobile: { country: 'US', number: '4165550123' }, photoUrl: null },
    { id: 11, kind: 'contact', label: 'Margaret Thompson', relation: 'Grandmother', mobile: null, photoUrl: '/api/file/signed/margaret.jpg' },
  ],
  neverRelease: [
    { id: 3, name: 'Mark Jones', description: 'Tall, grey beard, drives a red van', documentNote: 'Court order 2024-117, copy in the office', createdAt: '2026-01-12T15:00:00.000Z' },
  ],
};

export const NOT_FOUND = () => Response.json({ statusCode: 404, message: 'This child was not found' }, { status: 404 });

export const bodies = (calls: ApiCall[], key: string) => calls.filter((call) => call.key === key).map((call) => call.body);

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

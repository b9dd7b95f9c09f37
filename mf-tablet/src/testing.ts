// The tablet pages' tests: people as the gateway lists them.
import type { PeopleChildDto, PeopleStaffDto } from '@daycare/api-client';
import { fireEvent, screen } from '@testing-library/react';

export function child(id: number, label: string, overrides: Partial<PeopleChildDto> = {}): PeopleChildDto {
  const [firstName, lastName] = label.split(' ');
  return {
    id, label, firstName, lastName, birthDate: '2024-02-01', photoUrl: null, status: 0, rId: null, signedInAt: null, incident: 0,
    onGoingMedication: 0, hasAllergies: false, allergies: null, allergyCount: 0, homeRoomId: 1, tagIds: [], ...overrides,
  };
}

export function member(id: number, label: string, overrides: Partial<PeopleStaffDto> = {}): PeopleStaffDto {
  const [firstName, lastName] = label.split(' ');
  return { id, label, firstName, lastName, status: 0, rId: null, homeRoomId: 1, hasPin: true, signedInAt: null, ...overrides };
}

/** Taps the digits on the PIN pad. */
export function typePin(pin: string): void {
  for (const digit of pin) fireEvent.click(screen.getByRole('button', { name: digit }));
}

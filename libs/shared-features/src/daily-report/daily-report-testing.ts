// Daily report fixtures for the page tests: local times (no zone), so the clock reads the same wherever the tests run.
import type { DailyEntryDto, NapWatchDto, RoomChildDto, RoomDayDto, SleepCheckDto } from '@daycare/api-client';

export const EMMA = { id: 7, label: 'Emma Thompson' };
export const LIAM = { id: 8, label: 'Liam Rivera' };
export const OLIVIA = { id: 9, label: 'Olivia Chen' };
export const NOAH = { id: 10, label: 'Noah Thompson' };

export function entry(overrides: Partial<DailyEntryDto>): DailyEntryDto {
  return {
    id: 1, childId: EMMA.id, child: EMMA, kind: 'meal', at: '2026-11-27T12:05:00', until: null, meal: null, portion: null, bottleMl: null,
    movement: null, result: null, mood: null, note: null, held: false, recordedBy: { id: 3, label: 'Daniel Okafor' },
    createdAt: '2026-11-27T12:06:00', updatedAt: null, photos: [], canEdit: true, ...overrides,
  };
}

export const LUNCH = entry({ id: 11, meal: 'lunch', portion: 'most', mood: 'happy' });
export const NAPPING = entry({ id: 12, kind: 'nap', at: '2026-11-27T12:30:00' });
export const DIAPER = entry({ id: 13, childId: LIAM.id, child: LIAM, kind: 'movement', at: '2026-11-27T10:15:00', movement: 'diaper', result: 'wet' });
export const BOTTLE = entry({ id: 14, childId: NOAH.id, child: NOAH, at: '2026-11-27T09:00:00', meal: 'bottle', bottleMl: 180 });
export const NAP_DONE = entry({ id: 15, kind: 'nap', at: '2026-11-27T12:30:00', until: '2026-11-27T14:10:00' });
export const NOTE = entry({ id: 16, kind: 'note', at: '2026-11-27T15:00:00', note: 'Painted a rainbow for her mum.', mood: 'calm' });

function roomChild(child: { id: number; label: string }, overrides: Partial<RoomChildDto> = {}): RoomChildDto {
  return { child, thumbnailUrl: null, signedIn: true, lastMeal: null, lastNap: null, lastMovement: null, lastNote: null, sleep: null, ...overrides };
}

export const ROOM_DAY: RoomDayDto = {
  room: { id: 1, label: 'Sunflowers' },
  day: '2026-11-27',
  children: [
    roomChild(EMMA, { lastMeal: LUNCH, lastNap: NAPPING }),
    roomChild(LIAM, { lastMovement: DIAPER }),
    roomChild(NOAH, { lastMeal: BOTTLE, signedIn: false }),
    roomChild(OLIVIA),
  ],
};

/** Emma's nap in progress, its first check due at 12:45. */
export const NAP_WATCH: NapWatchDto = { napId: NAPPING.id, everyMinutes: 15, lastCheckAt: null, dueAt: '2026-11-27T12:45:00' };

/** The room with Emma asleep and her next sleep check due at `dueAt`. */
export function sleepingRoom(dueAt = NAP_WATCH.dueAt): RoomDayDto {
  return { ...ROOM_DAY, children: ROOM_DAY.children.map((child) => (child.child.id === EMMA.id ? { ...child, sleep: { ...NAP_WATCH, dueAt } } : child)) };
}

const DANIEL = { id: 3, label: 'Daniel Okafor' };
export const SLEEP_CHECKS: SleepCheckDto[] = [
  { id: 1, napId: NAP_DONE.id, checkedAt: '2026-11-27T12:45:00', checkedBy: DANIEL, position: 'back', breathing: true },
  { id: 2, napId: NAP_DONE.id, checkedAt: '2026-11-27T13:00:00', checkedBy: DANIEL, position: 'stomach', breathing: false },
];

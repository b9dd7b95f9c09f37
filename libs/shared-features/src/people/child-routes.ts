// A child's record pages, the same addresses in the directors' and the families' apps.
import type { ChildPart } from './update-form';

export const CHILD_RECORD_ROUTES = {
  record: '/child/:childId/:tab?',
  registration: '/child/view/registration/:childId',
} as const;

/** The record's page, on one of its tabs; the overview is the record's own address. */
export const childRecordPath = (childId: number, tab = 'overview') => (tab === 'overview' ? `/child/${childId}` : `/child/${childId}/${tab}`);
export const childRegistrationPath = (childId: number) => `/child/view/registration/${childId}`;
export const childUpdateRoute = (part: ChildPart) => `/child/update/${part}/:childId`;
/** A part's form; the attendance schedule has its form at the same kind of address. */
export const childUpdatePath = (part: ChildPart | 'attendance-schedule', childId: number) => `/child/update/${part}/${childId}`;
/** Where a saved part goes back to: the medical tab for the medical details, the overview for the others. */
export const childSavedPath = (part: ChildPart, childId: number) => childRecordPath(childId, part === 'medical' ? 'medical' : 'overview');

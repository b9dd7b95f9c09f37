export { DayField, isRealDay, TextField } from '../../../common/validation/text-fields';

export const CHILD_STATUSES = ['enrolled', 'starting', 'withdrawn'] as const;
export type ChildStatus = (typeof CHILD_STATUSES)[number];
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const MAX_NAME = 60;
export const MAX_NOTE = 2000;
export const MAX_LANGUAGES = 10;
export const MAX_ALLERGIES = 30;
export const MAX_MEDICATIONS = 30;
export const MAX_IMMUNISATIONS = 60;
export const MAX_BULK = 200;


import type { DueDoseState, MedicationDoseDto, MedicationDto, MedicationState } from '@daycare/api-client';
import { formatClock, formatDate, formatTime } from '@daycare/i18n';
import { t } from './i18n';

export const MEDICATION_LIST_PATH = '/medications/list/:childId?/:tab?';
export const MEDICATION_HISTORY_PATH = '/medications/history';
export const MEDICATION_VIEW_PATH = '/medications/view/:id';
export const MEDICATION_CREATE_PATH = '/medications/create/:childId?';
export const MEDICATION_UPDATE_PATH = '/medications/update/:id';
export const GIVE_DOSE_PATH = '/medications/interval/:intervalId';
/** The edit route's id names the dose to correct (see docs/decisions.md). */
export const EDIT_DOSE_PATH = '/medication/interval/:intervalId/edit';

/** The list, of one child or all the reader reaches; without a child the tab takes the child's place in the address. */
export const medicationsLink = (childId?: number, tab?: string) => ['/medications/list', childId, tab].filter(Boolean).join('/');
export const viewLink = (id: number) => `/medications/view/${id}`;
export const giveLink = (intervalId: number) => `/medications/interval/${intervalId}`;
export const editDoseLink = (doseId: number) => `/medication/interval/${doseId}/edit`;

/** antd's status colours, which keep their text readable on the tag's background. */
export const STATE_COLOURS: Record<MedicationState, string> = { active: 'success', awaiting_signature: 'warning', upcoming: 'processing', ended: 'default', expired: 'error' };
export const DUE_COLOURS: Record<DueDoseState, string> = { given: 'success', due: 'error', upcoming: 'processing', as_needed: 'default' };

/** "Due at 9:00 AM, 1:00 PM" or the as-needed limits. */
export function scheduleText(medication: Pick<MedicationDto, 'asNeeded' | 'intervals' | 'minMinutesBetween' | 'maxDailyDoses'>): string {
  if (medication.asNeeded) return t('words.asNeeded', { minutes: medication.minMinutesBetween ?? 0, maximum: medication.maxDailyDoses ?? 0 });
  return t('words.schedule', { times: medication.intervals.map((interval) => formatClock(interval.time ?? '')).join(', ') });
}

export const datesText = (medication: Pick<MedicationDto, 'startsOn' | 'endsOn'>) => t('words.dates', { from: formatDate(medication.startsOn), to: formatDate(medication.endsOn) });

/** "1:05 PM · 5 ml · given by Daniel Okafor, witnessed by Priya Shah". */
export function doseText(dose: MedicationDoseDto): string {
  const given = t('words.givenBy', { time: `${formatDate(dose.givenAt, 'dayMonth')} ${formatTime(dose.givenAt)}`, amount: dose.amount, name: dose.givenBy.label });
  return [given, dose.witness ? t('words.witnessed', { name: dose.witness.label }) : null, dose.correctedAt ? t('words.corrected') : null].filter(Boolean).join(', ');
}

/** Whether a medication belongs under the current tab (not yet over) or the past one. */
export const isCurrent = (medication: Pick<MedicationDto, 'state'>) => medication.state !== 'ended' && medication.state !== 'expired';

// The attendance search settings of /search/configure: kept per user in this browser's
// preferences (the store's local storage), read by the attendance history pages.
import dayjs, { type Dayjs } from 'dayjs';
import {
  selectAttendanceSearchSettings, selectUser, useAppSelector,
  type AttendanceSearchColumn, type AttendanceSearchPeriod, type AttendanceSearchSettings,
} from '@daycare/store';
import { t } from '../../i18n';

export const SEARCH_SETTINGS_PATH = '/search/configure';

/** A period setting in the reader's language: "Last 7 days". */
export function periodLabel(period: AttendanceSearchPeriod): string {
  return t(`periods.${period}`);
}

/** A column of the history in the reader's language. */
export function columnLabel(column: AttendanceSearchColumn): string {
  return t(`searchSettings.columns.${column}`);
}

/** The signed-in person's settings, the defaults until they choose. */
export function useAttendanceSearchSettings(): AttendanceSearchSettings {
  const userId = useAppSelector(selectUser)?.id;
  return useAppSelector((state) => selectAttendanceSearchSettings(state, userId));
}

/** The days of a period setting, today included, as the history addresses write them. */
export function periodOfSetting(period: AttendanceSearchPeriod, today: Dayjs = dayjs()): { startDate: string; endDate: string } {
  const endDate = today.format('YYYY-MM-DD');
  switch (period) {
    case 'last7':
      return { startDate: today.subtract(6, 'day').format('YYYY-MM-DD'), endDate };
    case 'last90':
      return { startDate: today.subtract(89, 'day').format('YYYY-MM-DD'), endDate };
    case 'thisMonth':
      return { startDate: today.startOf('month').format('YYYY-MM-DD'), endDate };
    default:
      return { startDate: today.subtract(29, 'day').format('YYYY-MM-DD'), endDate };
  }
}

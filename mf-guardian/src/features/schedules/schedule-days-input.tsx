import { Checkbox, TimePicker, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { AttendancePlanType, ScheduleDayDto } from '@daycare/api-client';
import { AttendancePlanType as Plan, WEEKDAYS } from '@daycare/shared';
import { t as text, useT } from '../../i18n';
import { useClockFormat } from '@daycare/ui';
import { hhmmOf, pickerTime } from '../absences/family-helpers';
import { weekdayName, weekdayShort } from './schedule-text';

/** One weekday of the form: whether the child comes, and when they arrive and leave. */
export interface DayRow {
  weekday: number;
  on: boolean;
  arrives: Dayjs | null;
  departs: Dayjs | null;
}

const DEFAULT_ARRIVAL = '08:00';
const DEFAULT_DEPARTURE = '16:30';

/** Seven rows, Monday first, filled from a schedule's days. */
export function dayRowsOf(days: ScheduleDayDto[] = []): DayRow[] {
  return WEEKDAYS.map(({ weekday }) => {
    const day = days.find((candidate) => candidate.weekday === weekday);
    return { weekday, on: Boolean(day), arrives: day ? pickerTime(day.arrives) : null, departs: day ? pickerTime(day.departs) : null };
  });
}

/** The days as the gateway takes them. */
export function scheduleDaysOf(rows: DayRow[]): ScheduleDayDto[] {
  return rows.filter((row) => row.on && row.arrives && row.departs).map((row) => ({ weekday: row.weekday, arrives: hhmmOf(row.arrives!), departs: hhmmOf(row.departs!) }));
}

/** What the gateway would refuse in the days (POST /api/schedule/request), as a sentence; null when fine. */
export function daysProblem(rows: DayRow[], plan: AttendancePlanType | undefined): string | null {
  for (const row of rows.filter((candidate) => candidate.on)) {
    const name = weekdayName(row.weekday);
    if (!row.arrives || !row.departs) return text('schedules.days.missingTimes', { day: name });
    if (hhmmOf(row.departs) <= hhmmOf(row.arrives)) return text('schedules.days.departureBeforeArrival', { day: name });
  }
  if (plan !== Plan.DropIn && !rows.some((row) => row.on)) return text('schedules.days.noWeekday');
  return null;
}

/** The weekday grid of the schedule request: a checkbox per day, then the arrival and departure. */
export function ScheduleDaysInput({ value = dayRowsOf(), onChange }: { value?: DayRow[]; onChange?: (rows: DayRow[]) => void }) {
  const clockFormat = useClockFormat();
  const t = useT();
  const change = (weekday: number, patch: Partial<DayRow>) => {
    const rows = value.map((row) => (row.weekday === weekday ? { ...row, ...patch } : row));
    onChange?.(rows);
  };
  const toggle = (row: DayRow, on: boolean) => {
    if (!on || (row.arrives && row.departs)) return change(row.weekday, { on });
    // A day switched on takes the times of the day above it that has some, else a usual day.
    const model = [...value].reverse().find((other) => other.weekday < row.weekday && other.on && other.arrives && other.departs);
    change(row.weekday, {
      on,
      arrives: row.arrives ?? model?.arrives ?? pickerTime(DEFAULT_ARRIVAL),
      departs: row.departs ?? model?.departs ?? pickerTime(DEFAULT_DEPARTURE),
    });
  };
  return (
    <div role="group" aria-label={t('schedules.daysAndTimes')} style={{ display: 'grid', gridTemplateColumns: 'minmax(64px, auto) 1fr 1fr', gap: 8, alignItems: 'center' }}>
      <span />
      <Typography.Text type="secondary">{t('schedules.days.arrives')}</Typography.Text>
      <Typography.Text type="secondary">{t('schedules.days.leaves')}</Typography.Text>
      {value.map((row) => {
        const name = weekdayName(row.weekday);
        const short = weekdayShort(row.weekday);
        return [
          <Checkbox key={`${row.weekday}-on`} checked={row.on} onChange={(event) => toggle(row, event.target.checked)} aria-label={name}>
            {short}
          </Checkbox>,
          <TimePicker
            key={`${row.weekday}-arrives`}
            aria-label={t('schedules.days.arrivesLabel', { day: name })}
            format={clockFormat}
            minuteStep={5}
            needConfirm={false}
            disabled={!row.on}
            placeholder={row.on ? t('schedules.days.time') : '—'}
            value={row.arrives}
            onChange={(time) => change(row.weekday, { arrives: time })}
            style={{ width: '100%' }}
          />,
          <TimePicker
            key={`${row.weekday}-departs`}
            aria-label={t('schedules.days.departsLabel', { day: name })}
            format={clockFormat}
            minuteStep={5}
            needConfirm={false}
            disabled={!row.on}
            placeholder={row.on ? t('schedules.days.time') : '—'}
            value={row.departs}
            onChange={(time) => change(row.weekday, { departs: time })}
            style={{ width: '100%' }}
          />,
        ];
      })}
    </div>
  );
}

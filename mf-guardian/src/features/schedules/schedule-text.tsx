// How a schedule reads: its plan, its period and its weekdays with times.
import { Flex, Typography } from 'antd';
import type { AttendancePlanType, ScheduleDayDto } from '@daycare/api-client';
import { AttendancePlanType as Plan } from '@daycare/shared';
import { currentLanguage, formatClock, formatWeekday } from '@daycare/i18n';
import { t, useT } from '../../i18n';
import { dayText } from '../absences/family-helpers';

const isWeekday = (weekday: number) => Number.isInteger(weekday) && weekday >= 1 && weekday <= 7;

/** "Monday" ("segunda-feira"). */
export const weekdayName = (weekday: number) => (isWeekday(weekday) ? formatWeekday(weekday) : t('dates.weekday', { weekday }));

/** "Mon" ("seg."). */
export const weekdayShort = (weekday: number) => (isWeekday(weekday) ? formatWeekday(weekday, 'short') : String(weekday));

const PLAN_KEYS = {
  [Plan.FullTime]: 'schedules.plans.fullTime',
  [Plan.PartTime]: 'schedules.plans.partTime',
  [Plan.DropIn]: 'schedules.plans.dropIn',
} as const;

/** "Full-time", "Part-time", "Drop-in". */
export const planName = (plan: AttendancePlanType) => t(PLAN_KEYS[plan]);

/** The plan's name inside a sentence: "the full-time schedule". */
export const planNameInSentence = (plan: AttendancePlanType) => planName(plan).toLocaleLowerCase(currentLanguage());

/**
 * "From Mon 1 Sep 2025, open-ended" or "Mon 1 Sep 2025 – Tue 30 Jun 2026"; inside a sentence
 * "from Mon 1 Sep 2025, open-ended".
 */
export function validityText(validFrom: string, validTo: string | null, inSentence = false): string {
  if (validTo) return t('dates.span', { start: dayText(validFrom), end: dayText(validTo) });
  return t(inSentence ? 'schedules.fromOpenEndedInSentence' : 'schedules.fromOpenEnded', { day: dayText(validFrom) });
}

/** The weekdays of a schedule, one line each: "Monday 7:30 AM – 4:30 PM". */
export function ScheduleDays({ days }: { days: ScheduleDayDto[] }) {
  const t = useT();
  if (days.length === 0) return <Typography.Text type="secondary">{t('schedules.noSetDays')}</Typography.Text>;
  return (
    <Flex vertical gap={2} role="list" aria-label={t('schedules.daysAndTimes')}>
      {[...days].sort((a, b) => a.weekday - b.weekday).map((day) => (
        <Flex key={day.weekday} gap={12} role="listitem">
          <Typography.Text style={{ minWidth: 96 }}>{weekdayName(day.weekday)}</Typography.Text>
          <Typography.Text>{t('dates.span', { start: formatClock(day.arrives), end: formatClock(day.departs) })}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

import { formatDate, formatTime } from '@daycare/i18n';
import type { IllnessReportDto } from '@daycare/api-client';
import { t } from './i18n';

export const ILLNESS_LIST_PATH = '/illness-report';
export const ILLNESS_CREATE_PATH = '/illness-report/create/:childId?';
export const ILLNESS_UPDATE_PATH = '/illness-report/update/:reportId?';

/** "Tue, Nov 24, 9:15 AM": a day and a time in the reader's language. */
export const dayAndTime = (value: string) => `${formatDate(value, 'dayMonth')}, ${formatTime(value)}`;

/** 38.6 °C (101.5 °F). */
export function temperatureText(celsius: number): string {
  return t('list.temperature', { celsius: celsius.toFixed(1), fahrenheit: ((celsius * 9) / 5 + 32).toFixed(1) });
}

/** "24 hours free of fever": the rule that set the return. */
export function ruleText(report: Pick<IllnessReportDto, 'returnRule' | 'returnRuleHours'>): string {
  return t('list.rule', { hours: report.returnRuleHours, symptom: t(`symptom.${report.returnRule}`).toLowerCase() });
}

/** Whether the child is still to stay home at `now`. */
export const staysHome = (report: Pick<IllnessReportDto, 'returnAfter'>, now = Date.now()) => Date.parse(report.returnAfter) > now;

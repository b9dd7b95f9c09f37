import { formatDate, formatTime } from '@daycare/i18n';

export const INCIDENT_REPORT_PATH = '/incidents/report/:childId';
export const INCIDENT_UPDATE_PATH = '/incidents/update/:id';
export const INCIDENT_VIEW_PATH = '/incidents/view/:id';
export const INCIDENTS_OUTSTANDING_PATH = '/incidents/outstanding';

export const incidentViewUrl = (id: number) => `/incidents/view/${id}`;
export const incidentUpdateUrl = (id: number) => `/incidents/update/${id}`;
export const incidentReportUrl = (childId: number) => `/incidents/report/${childId}`;

/** "Tue, Nov 24, 9:15 AM": a day and a time in the reader's language. */
export const dayAndTime = (value: string) => `${formatDate(value, 'dayMonth')}, ${formatTime(value)}`;

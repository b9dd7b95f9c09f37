// The daily reports: one entry's words and line, the room's day to record it, and a child's day.
export * from './entry-summary';
export { dailyReportText, type DailyReportTranslate } from './i18n';
export { TodayPage, TODAY_PATH } from './today-page';
export { ChildDayPage, CHILD_DAY_PATH } from './child-day-page';
export { childDayPath } from './child-card';

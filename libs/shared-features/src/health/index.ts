// The health lists: a room's allergies and medical list and its sunscreen and repellent, and a family's side of both.
export { HealthPage, HEALTH_PATH } from './health-page';
export { healthText } from './i18n';

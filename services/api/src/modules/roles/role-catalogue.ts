import type { RoleCode } from '@daycare/shared';

export interface RoleDescription {
  label: string;
  description: string;
}

/** What each role code lets its holder do, as the user-roles screen shows it. */
export const ROLE_CATALOGUE: Readonly<Record<RoleCode, RoleDescription>> = {
  MESSAGES: { label: 'Messages', description: 'Read and send messages to guardians and staff' },
  REGISTRATIONS: { label: 'Registrations', description: 'Review registrations and move them through the waiting list' },
  ATTENDANCE_STAFF: { label: 'Staff attendance', description: 'Sign staff in and out and correct their hours' },
  ATTENDANCE_CHILD: { label: 'Child attendance', description: 'Sign children in and out and correct their attendance' },
  INCIDENTS: { label: 'Incidents', description: 'Report, update and close incident reports' },
  MEDICATIONS: { label: 'Medications', description: 'Record and give medications to children' },
  PERMISSIONS: { label: 'Permissions', description: 'Create permission forms and follow the answers' },
  TRANSPORTATION: { label: 'Transportation', description: 'Manage pick-up and drop-off transportation' },
  CONSENTS_CHILD: { label: 'Child consents', description: 'Manage consent templates and answers for children' },
  CONSENTS_STAFF: { label: 'Staff consents', description: 'Manage consent templates and answers for staff' },
  DOCUMENTS_STAFF: { label: 'Staff documents', description: 'Manage templates and documents of staff' },
  INVOICING: { label: 'Invoicing', description: 'Create invoices, subsidies, claims and tax receipts' },
  PAYMENTS: { label: 'Payments', description: 'Record and review payments' },
  EMAILS: { label: 'E-mails', description: 'Send e-mails to families and staff' },
  CUSTOM_LISTS: { label: 'Custom lists', description: 'Build and print custom lists of children and families' },
  ROOM_DAILY_CHECKLIST: { label: 'Room daily checklist', description: 'Fill in and review the daily room checklists' },
  CHILD_DAILY_REPORT: { label: 'Child daily report', description: 'Write daily reports: meals, naps, movements and notes' },
  SURVEYS: { label: 'Surveys', description: 'Create surveys and read the answers' },
  FOOD_MENU: { label: 'Food menu', description: 'Plan the weekly menu and the shopping list' },
  TABLETS: { label: 'Tablets', description: 'Set up room tablets and their access' },
  BUSINESS_MANAGER: { label: 'Business manager', description: 'Everything a director can do, except internal staff tools' },
  INTERNAL_STAFF: { label: 'Internal staff', description: 'Operations tools of the Daycare team; only this exact role opens them' },
  DIRECTOR: { label: 'Director', description: 'Everything in the daycare, except internal staff tools; reads the audit log' },
  DAYCARE_SETTING: { label: 'Daycare settings', description: 'Change the daycare settings, reminders and emergency numbers' },
  USER_ROLES: { label: 'User roles', description: 'Give and take away roles, and add admins to the daycare' },
  IMPERSONATION: { label: 'Impersonation', description: 'Sign in as another user of the daycare to help them' },
};

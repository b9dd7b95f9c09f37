import type { RouteEntry } from '../types';
import { superPage } from './define';

export const SUPER_ROUTES: RouteEntry[] = [
  superPage('/super/pendingaccess', 'Pending access', 'People waiting for access to a centre, to grant or refuse.'),
  superPage('/super/featurecontrol', 'Features', "Each centre's feature switches: messages, registration, invoices and more."),
  superPage('/super/admins', 'Admins', 'Directors and administrators of every centre, and the centres they run.'),
  superPage('/super/notification-manager', 'Notification manager', 'Announcements sent to users of every centre.'),
  superPage('/super/notification-manager/create', 'New announcement', 'Write an announcement and choose who receives it.'),
  superPage('/errors', 'Errors', 'Errors raised by the apps and the server, newest first.'),
  superPage('/errors/validation', 'Validation errors', 'Requests the server refused as invalid, to spot confusing forms.'),
  superPage('/diagnostics', 'Diagnostics', 'The health of the server, database, live hub and background jobs.'),
  superPage('/logs/process', 'Process log', 'Runs of background processes, such as invoicing and reminders, with their results.'),
  superPage('/notifications/lists', 'Notifications', 'Notifications sent to users, by type and by centre.'),
  superPage('/daycares', 'Daycares', 'Every centre on the platform.'),
  superPage('/daycares/update/:daycareId?', 'Edit daycare', "A centre's name, address and subscription."),
  superPage('/daycares/create', 'New daycare', 'Add a centre to the platform.'),
  superPage('/help-center/admin', 'Help centre articles', 'The articles of the help centre, to write and publish.'),
  superPage('/help-center/create', 'New help article', 'Write a help centre article.'),
];

import type { RouteEntry } from '../types';
import { ADMINS_ONLY, adminPage, familyPage, guardianPage, sharedPage, type Extra } from './define';

const SETTINGS: Extra = { roles: ['DAYCARE_SETTING'] };
const DOCUMENTS: Extra = { roles: ['DOCUMENTS_STAFF'] };
const SURVEYS: Extra = { roles: ['SURVEYS'] };
const MENU: Extra = { roles: ['FOOD_MENU'], feature: 'menu' };
/** Roles and access to the daycare are managed by admins holding USER_ROLES, as on the gateway. */
const ROLE_MANAGERS: Extra = { ...ADMINS_ONLY, roles: ['USER_ROLES'], requiresLogin: true };

const OTHERS: RouteEntry[] = [
  adminPage('/search', 'Search', 'Find children, families, staff and pages of the centre.'),
  guardianPage('/onmyway', 'On my way', 'Tell the room you are on your way to pick up your child, and when you will arrive.'),
  guardianPage('/onmyway/send', 'Send on my way', 'Choose the children and your arrival time, and let the room know.'),
  adminPage('/omw/list', 'On my way', 'Guardians on their way to pick up, with their arrival times.'),
  adminPage('/audit', 'Audit log', 'Who changed what, and when, across the centre.', ADMINS_ONLY),
  sharedPage('/notifications/update/:firstTime?', 'Notification settings', 'Choose which notifications you receive, by email, in the app and as sounds.'),
  guardianPage('/notifications/firebase', 'Push notifications', 'Turn push notifications on or off for this phone.', { feature: 'mobileApp' }),
  adminPage('/daycare/setup/:tab?', 'Daycare settings', "The centre's name, address, hours, logo and features, tab by tab.", SETTINGS),
  sharedPage('/daycare/emergency-numbers', 'Emergency numbers', 'Numbers to call in an emergency: poison control, police, hospital and the centre.'),
  adminPage('/daycare/reminders', 'Reminders', 'Automatic reminders sent to families and staff, and when they go out.', SETTINGS),
  adminPage('/documents/staff/:staffId', 'Staff documents', "A staff member's documents: certificates, checks and training.", DOCUMENTS),
  adminPage('/documents', 'Documents', "The centre's documents, with their expiry dates.", DOCUMENTS),
  adminPage('/document/add/:staffId?', 'Add document', 'Upload a document, for the centre or for a staff member.', DOCUMENTS),
  adminPage('/document/update/:documentId', 'Edit document', "Change a document's file, name or expiry date.", DOCUMENTS),
  sharedPage('/notes/:noteId', 'Note', 'A note about a child from the centre.'),
  adminPage('/notes/child/create/:familyId/:childId', 'New note', "Write a note about a child for the family's record."),
  familyPage('/waitinglist/dashboard', 'Waiting lists', 'Your places on centres\' waiting lists, and the registrations you can send.', {
    feature: 'registration',
    forStaff: { summary: 'The families waiting for a place at your centre, child by child, and the registrations they sent.' },
  }),
  familyPage('/apps/download', 'Mobile app', 'Get the mobile app for your phone.', { feature: 'mobileApp' }),
  adminPage('/images/upload/:childId?', 'Upload photos', 'Add photos of the day, for a child or a room.'),
];

const SURVEY: RouteEntry[] = [
  adminPage('/survey/create', 'New survey', 'Write a survey to send to families.', SURVEYS),
  adminPage('/survey/view/:surveyId', 'Survey', 'A survey with its questions and who was asked.', SURVEYS),
  familyPage('/survey/family/:familyId', 'Surveys', 'Surveys from the centre for your family, answered or waiting.'),
  adminPage('/survey/admin', 'Surveys', "The centre's surveys and how many families answered.", SURVEYS),
  guardianPage('/survey/respond/:hash', 'Answer a survey', 'Answer a survey from your centre.'),
  adminPage('/survey/admin/view/:surveyId', 'Survey results', 'The answers to a survey, question by question.', SURVEYS),
];

const HELP: RouteEntry[] = [
  sharedPage('/help-center/view/:articleId', 'Help article', 'A help centre article: how to do something in the app, step by step.'),
];

const MENUS: RouteEntry[] = [
  adminPage('/menu/admin', 'Menus', "The centre's weekly menus.", MENU),
  familyPage('/menu/latest', 'Weekly menu', "This week's meals and snacks, day by day.", { feature: 'menu' }),
  adminPage('/menu/intervals', 'Menu weeks', 'The weeks the menus rotate through.', MENU),
  adminPage('/menu/meals', 'Meals', 'The meals and snacks menus are made of, with their allergens.', MENU),
];

const MORE: RouteEntry[] = [
  guardianPage('/bank/forms', 'Direct deposit', 'Pay invoices by pre-authorised debit: your bank details and authorisation.'),
  adminPage('/admin/tablet/access', 'Tablet access', 'The room tablets, their rooms and their access codes.', { roles: ['TABLETS'] }),
  adminPage('/admin/lists', 'Lists', 'Custom lists of children, families or staff, to print or to message.', { roles: ['CUSTOM_LISTS'] }),
  adminPage('/admin/tags', 'Tags', 'Tags to group children, such as allergies, programs or buses.'),
  adminPage('/admin/transportation', 'Transportation', 'Bus routes and stops, and which children ride them.'),
  adminPage('/admin/transportation/:transportationId', 'Bus route', 'A route with its stops, times and children.'),
  guardianPage('/transportation', 'Transportation', "Your child's bus route, stop and pick-up times."),
  adminPage('/admin/membership', 'Memberships', 'Membership plans families subscribe to, and who subscribed.'),
  guardianPage('/membership', 'Membership', 'Your membership with the centre, and how to subscribe or cancel.'),
  familyPage('/resources/:resourceId?', 'Resources', 'Articles, links and files the centre shares with families.'),
  guardianPage('/daycare-satisfactions', 'Satisfaction', 'Tell the centre how satisfied you are, and see your past ratings.'),
  guardianPage('/daycare-satisfaction/:satisfactionId', 'Satisfaction', 'Rate your centre and say what could be better.'),
  adminPage('/admin/user-roles', 'User roles', 'Who may do what: role codes per staff member and guardian.', ROLE_MANAGERS),
  adminPage('/create-account-requests', 'Account requests', 'Requests to create an account at the centre, to approve or refuse.', ROLE_MANAGERS),
];

export const OTHER_ROUTES: RouteEntry[] = [...OTHERS, ...SURVEY, ...HELP, ...MENUS, ...MORE];

import type { RouteEntry } from '../types';
import { adminPage, guardianPage, familyPage, sharedPage, type Extra } from './define';

const TEMPLATES: Extra = { roles: ['DOCUMENTS_STAFF'] };
const REGISTRATIONS: Extra = { feature: 'registration' };
const CHECKLIST: Extra = { roles: ['ROOM_DAILY_CHECKLIST'], feature: 'dailyChecklist' };
const SETTINGS: Extra = { roles: ['DAYCARE_SETTING'] };
const EMAILS: Extra = { roles: ['EMAILS'] };
const PERMISSIONS: Extra = { feature: 'permissionForm' };
const MESSAGES: Extra = { feature: 'messages' };

const REGISTRATION_FORM_STEPS: [string, string][] = [
  ['account', 'Account step'],
  ['child', 'Child step'],
  ['guardian', 'Guardian step'],
  ['contact', 'Contact step'],
  ['other', 'Other step'],
];

const TEMPLATES_AND_REGISTRATION: RouteEntry[] = [
  adminPage('/admin/templates/list/:templateType?', 'Templates', 'Letters, emails, consent forms and documents the centre reuses.', TEMPLATES),
  adminPage('/admin/templates/update/:templateId?/:templateType?', 'Edit template', 'Write or change a template, with fields filled in for each family.', TEMPLATES),
  sharedPage('/templates/view/:templateId', 'Document', 'A document of the centre, ready to read or print.'),
  familyPage('/handbook', 'Family handbook', "The centre's family handbook: hours, policies, what to bring and who to call."),
  adminPage('/registrations/:status?', 'Registrations', 'Registrations by status: started, completed, waiting, approved and expired.', REGISTRATIONS),
  adminPage('/registrations/view/:childId', 'Registration', "A child's registration: answers, documents, fees and the dates it moved through.", REGISTRATIONS),
  adminPage('/registrations/info/:familyId', 'Family registration', "A family's registration details and the children it covers.", REGISTRATIONS),
  adminPage('/registeration/config', 'Registration form', 'Choose the questions families answer when they register.', REGISTRATIONS),
  ...REGISTRATION_FORM_STEPS.map(([step, title]) =>
    adminPage(`/registeration/config/${step}/:isStaff`, title, `The questions of the registration form's ${step} step, for families or for staff.`, REGISTRATIONS),
  ),
];

const CHECKLISTS: RouteEntry[] = [
  adminPage('/admin/dailyChecklist', 'Daily checklists', "The rooms' daily checklists and their questions.", CHECKLIST),
  adminPage('/admin/dailyChecklist/questionType', 'Checklist question types', 'The kinds of answers checklist questions take.', CHECKLIST),
  adminPage('/admin/dailyChecklist/submission/:rid/:selectedDate', 'Checklist submission', "A room's checklist as submitted on a day.", CHECKLIST),
  adminPage('/admin/calendar', 'Calendar', "The centre's calendar: closures, events, birthdays and reminders."),
  adminPage('/checklists/templates', 'Checklist templates', 'Reusable checklists such as opening, closing and safety checks.', { requiresLogin: true }),
  adminPage('/checklists/run/:templateId?', 'Run a checklist', 'Go through a checklist item by item and record the answers.', { requiresLogin: true }),
  adminPage('/checklists/entries', 'Checklist entries', 'Checklists completed, by whom and when.', { requiresLogin: true }),
];

const LISTS_AND_ROOMS: RouteEntry[] = [
  adminPage('/shopping/list', 'Shopping list', 'What the centre needs to buy, and who is getting it.'),
  sharedPage('/reports/health', 'Allergy list', 'Allergies and medical conditions to watch for, room by room.'),
  familyPage('/room/supplies', 'Supply list', "What to bring for your child's room: diapers, spare clothes, sunscreen.", {
    feature: 'supplyList',
    forStaff: { summary: 'What families bring for each room: diapers, spare clothes, sunscreen.' },
  }),
  adminPage('/registration/streams', 'Programs', 'Programs (streams) families register for, and the rooms in each.', SETTINGS),
  adminPage('/agegroups', 'Rooms and age groups', "The centre's rooms with their live ratio, and the age groups that set ratios and fees.", SETTINGS),
  adminPage('/rooms/update/:roomId', 'Edit room', "A room's name, capacity and whether it counts in the ratio.", SETTINGS),
  adminPage('/rooms/create/:daycareId', 'New room', 'Add a room to the centre.', SETTINGS),
  adminPage('/rooms/child/:childId', "Child's room", 'Move a child to another room.'),
  adminPage('/rooms/staff/:staffId', 'Staff room', 'Set the home room of a staff member.'),
];

const EMAIL: RouteEntry[] = [
  adminPage('/email/create/:inviteType?', 'Send email', 'Write to families or staff, or send an invitation to register.', EMAILS),
  adminPage('/email/create/registration/:familyId/:templateId?', 'Registration email', 'Send a family a registration email from a template.', EMAILS),
  adminPage('/email/view/:emailId', 'Email', 'An email the centre sent, with its recipients and delivery.', EMAILS),
  adminPage('/email/other/:tab?', 'Other emails', 'Automatic emails: reminders, invitations and receipts.', EMAILS),
];

const STAFF_AND_CENTRES: RouteEntry[] = [
  adminPage('/admin/invite', 'Invite staff', 'Invite a staff member to join the centre by email.'),
  adminPage('/staff/manage', 'Staff', "The centre's staff: rooms, roles, documents and hours."),
  adminPage('/admin/centers', 'Centres', 'The centres you direct; switch between them.'),
  guardianPage('/my/centers', 'My centres', "The centres your family belongs to or has applied to."),
];

const PERMISSION_FORMS: RouteEntry[] = [
  adminPage('/admin/permissions', 'Permission forms', 'Permission forms sent to families, such as outings, and who has answered.', PERMISSIONS),
  adminPage('/admin/permissions/view/:permissionId', 'Permission form', "A permission form with each family's answer.", PERMISSIONS),
  guardianPage('/permissions', 'Permissions', 'Permission forms from the centre waiting for your answer, and those you answered.', { feature: 'permissionForm' }),
  guardianPage('/permissions/view/:permissionId', 'Permission', 'Read a permission form and give or refuse permission.', { feature: 'permissionForm' }),
  adminPage('/permissions/request/:permissionId?', 'Request permission', 'Ask families for permission, for example for an outing.', PERMISSIONS),
  adminPage('/permissions/create', 'New permission form', 'Write a permission form to send to families.', PERMISSIONS),
];

const MESSAGING: RouteEntry[] = [
  sharedPage('/messages', 'Messages', 'Conversations between families and the centre.', { feature: 'messages' }),
  sharedPage('/messages/create/:toId?', 'New message', 'Write a message to the centre or to a family.', { feature: 'messages' }),
  adminPage('/messages/send/parents', 'Message parents', 'Send one message to many families, by room or by list.', MESSAGES),
  adminPage('/messages/search', 'Search messages', 'Find messages by family, child, staff member or words.', MESSAGES),
  adminPage('/messages/all', 'All messages', "Every conversation of the centre, newest first.", MESSAGES),
  sharedPage('/messages/view/:fromId?/:searchId?', 'Conversation', 'A conversation, newest message last, with a reply box.', { feature: 'messages' }),
];

export const CENTRE_ROUTES: RouteEntry[] = [
  ...TEMPLATES_AND_REGISTRATION, ...CHECKLISTS, ...LISTS_AND_ROOMS, ...EMAIL, ...STAFF_AND_CENTRES, ...PERMISSION_FORMS, ...MESSAGING,
];

import type { RouteEntry } from '../types';
import { ADMINS_ONLY, adminPage, familyPage, guardianPage, sharedPage } from './define';

const GUARDIAN_UPDATES: [string, string, string][] = [
  ['name', 'Guardian name', "Change a guardian's first and last name."],
  ['address', 'Guardian address', "Change a guardian's home address."],
  ['employment', 'Guardian employment', "A guardian's employer, work address and work phone."],
  ['general', 'Guardian details', "A guardian's language, relationship to the children and other general details."],
  ['account', 'Guardian account', "A guardian's sign-in email address and account settings."],
];

const CONTACT_UPDATES: [string, string, string][] = [
  ['name', 'Contact name', "Change an emergency contact's name and relationship to the child."],
  ['address', 'Contact address', "Change an emergency contact's address."],
  ['phone', 'Contact phone', "Change an emergency contact's phone numbers."],
];

const CHILD_UPDATES: [string, string, string][] = [
  ['name', 'Child name', "Change a child's name and preferred name."],
  ['registration', 'Child registration', "A child's start date, room and registration answers."],
  ['address', 'Child address', 'Where the child lives, when it differs from a guardian.'],
  ['medical', 'Medical information', "A child's allergies, conditions, doctor and health card."],
  ['attendance-schedule', 'Attendance schedule', 'The days and hours the child is expected at the centre.'],
  ['school', 'School', "The child's school, grade and school bus details."],
  ['personal', 'Personal details', "A child's birth date, language, routines and what comforts them."],
];

const GUARDIANS: RouteEntry[] = [
  adminPage('/guardians', 'Guardians', 'Every guardian of the centre, searchable, with their families and contact details.'),
  adminPage('/guardians/:guardianId/:tab?', 'Guardian', "One guardian's record: contact details, children and account, tab by tab."),
  sharedPage('/guardians/view/registration/:guardianId', 'Guardian registration', 'The registration answers a guardian gave, as the centre received them.'),
  ...GUARDIAN_UPDATES.map(([part, title, summary]) => sharedPage(`/guardians/update/${part}/:guardianId`, title, summary)),
  adminPage('/guardians/create', 'New guardian', 'Add a guardian to a family by hand.'),
  sharedPage('/phone/update/:guardianId', 'Phone numbers', "A guardian's mobile, home and work phone numbers."),
];

const CONTACTS: RouteEntry[] = [
  familyPage('/contacts', 'Emergency contacts', 'The people the centre may call, and who may pick the children up, when guardians cannot be reached.'),
  familyPage('/contacts/add', 'Add a contact', 'Add an emergency contact or an authorised pick-up person.'),
  ...CONTACT_UPDATES.map(([part, title, summary]) => familyPage(`/contacts/update/${part}/:contactId`, title, summary)),
  familyPage('/contacts/view/:contactId', 'Contact', "An emergency contact's details and which children they may pick up."),
  sharedPage('/contacts/registration/view/:contactId', 'Contact registration', 'The contact details given at registration, as the centre received them.'),
];

const CHILDREN: RouteEntry[] = [
  adminPage('/children', 'Children', 'Every child of the centre with their room, status and alerts.'),
  sharedPage('/children/add', 'Add a child', 'Add a child to a family: name, birth date and the start of care.'),
  adminPage('/children/manage', 'Manage children', 'Change rooms, statuses and tags for many children at once.'),
  sharedPage('/child/:childId/:tab?', 'Child', "One child's record: family and contacts, medical, attendance and schedule, documents and notes, tab by tab."),
  sharedPage('/child/view/registration/:childId', 'Child registration', "The child's registration answers, as the centre received them."),
  ...CHILD_UPDATES.map(([part, title, summary]) => sharedPage(`/child/update/${part}/:childId`, title, summary)),
  adminPage('/child/subsidy/create/:childId?', 'New subsidy', 'Record a childcare subsidy a child receives.', { roles: ['INVOICING'] }),
  adminPage('/child/subsidy/update/:childId', 'Child subsidy', "Change a child's subsidy amounts and dates.", { roles: ['INVOICING'] }),
  adminPage('/child/fees/update/:childId', 'Child fees', 'The fees charged for a child, and their discounts.', { ...ADMINS_ONLY, roles: ['INVOICING'] }),
];

const FAMILY: RouteEntry[] = [
  // Directors withdraw the family here; its guardians download the family's archive from their side menu.
  familyPage('/family/archive/:familyId', "Family's archive", 'Everything the centre holds about the family, in one download; and, for the centre, the day a family leaves.'),
  adminPage('/family/change-center/:familyId', 'Change centre', 'Move a family and its children to another centre of the same organisation.'),
  guardianPage('/absence/:create?', 'Absences', 'Tell the centre your child will be away, and see the absences you reported.'),
];

const CONSENTS: RouteEntry[] = [
  sharedPage('/staff/consents/:staffId?', 'Staff consents', 'The consent forms a staff member has signed or still has to sign.'),
  adminPage('/child/consents/templates', 'Child consent forms', 'The consent forms families sign for their children.'),
  adminPage('/staff/consents/templates', 'Staff consent forms', 'The consent forms staff members sign.'),
];

export const FAMILY_ROUTES: RouteEntry[] = [...GUARDIANS, ...CONTACTS, ...CHILDREN, ...FAMILY, ...CONSENTS];

import { RelationshipKind, type RoleCode, UserType } from '@daycare/shared';

export const LITTLE_ACORNS = 'Little Acorns Early Learning';
export const MAPLE_GROVE = 'Maple Grove Child Care';
export const DEMO_DAYCARES = [LITTLE_ACORNS, MAPLE_GROVE] as const;
export type DemoDaycare = (typeof DEMO_DAYCARES)[number];

/** Every demo account signs in with this password (the README lists the accounts). */
export const DEMO_PASSWORD = 'Demo!2026';

/** Every demo daycare gets these rooms; the gym does not count toward ratios. */
export const DEMO_ROOMS = [
  { label: 'Infants', inRatio: true },
  { label: 'Toddlers', inRatio: true },
  { label: 'Preschool', inRatio: true },
  { label: 'Gym', inRatio: false },
] as const;
export type DemoRoom = (typeof DEMO_ROOMS)[number]['label'];

export interface DemoMembership {
  daycare: DemoDaycare;
  relationship: RelationshipKind;
  /** Home room of a staff member or tablet. */
  room?: DemoRoom;
  roles?: readonly RoleCode[];
}

export interface DemoRegistration {
  registerProgress: number;
  registrationComplete: boolean;
  profileComplete: boolean;
}

export interface DemoChild {
  firstName: string;
  lastName: string;
  birthDate: string;
}

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  daycares: readonly DemoMembership[];
  registration: DemoRegistration;
  /** A guardian's children: one family in the guardian's first daycare. */
  children?: readonly DemoChild[];
}

/** Staff, directors, tablets and Super have nothing to register (their registration counts as complete). */
const NOTHING_TO_REGISTER: DemoRegistration = { registerProgress: 0, registrationComplete: true, profileComplete: true };

/** One account per kind of person using the product. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'super@demo.test', firstName: 'Olivia', lastName: 'Bennett', type: UserType.Super, daycares: [], registration: NOTHING_TO_REGISTER },
  {
    email: 'director@demo.test',
    firstName: 'Margaret',
    lastName: 'Chen',
    type: UserType.Admin,
    daycares: [
      { daycare: LITTLE_ACORNS, relationship: RelationshipKind.Admin, roles: ['DIRECTOR'] },
      { daycare: MAPLE_GROVE, relationship: RelationshipKind.Admin, roles: ['DIRECTOR'] },
    ],
    registration: NOTHING_TO_REGISTER,
  },
  {
    email: 'staff@demo.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    type: UserType.Staff,
    daycares: [
      {
        daycare: LITTLE_ACORNS,
        relationship: RelationshipKind.Staff,
        room: 'Toddlers',
        roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF', 'INCIDENTS', 'CHILD_DAILY_REPORT'],
      },
    ],
    registration: NOTHING_TO_REGISTER,
  },
  {
    email: 'parent@demo.test',
    firstName: 'Sarah',
    lastName: 'Thompson',
    type: UserType.User,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Guardian }],
    registration: { registerProgress: 7, registrationComplete: true, profileComplete: true },
    children: [
      { firstName: 'Emma', lastName: 'Thompson', birthDate: '2021-05-14' },
      { firstName: 'Noah', lastName: 'Thompson', birthDate: '2023-09-02' },
    ],
  },
  {
    email: 'newparent@demo.test',
    firstName: 'James',
    lastName: 'Rivera',
    type: UserType.User,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Guardian }],
    registration: { registerProgress: 2, registrationComplete: false, profileComplete: false },
  },
  {
    email: 'tablet@demo.test',
    firstName: 'Front Desk',
    lastName: 'Tablet',
    type: UserType.Tablet,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Infants' }],
    registration: NOTHING_TO_REGISTER,
  },
  // Noah Thompson's room: his pick-up list and never-release warning show on its sign-out.
  {
    email: 'toddlers-tablet@demo.test',
    firstName: 'Toddlers',
    lastName: 'Tablet',
    type: UserType.Tablet,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room: 'Toddlers' }],
    registration: NOTHING_TO_REGISTER,
  },
];

/** Every demo staff member and the demo parent sign in on a tablet / confirm a child's sign-in with this PIN. */
export const DEMO_PIN = '1234';

/** Little Acorns' educators besides staff@demo.test (all signing in with the demo password and PIN). */
export const DEMO_STAFF: readonly DemoUser[] = (
  [
    ['amara.osei', 'Amara', 'Osei', 'Infants'],
    ['lucas.martin', 'Lucas', 'Martin', 'Infants'],
    ['priya.shah', 'Priya', 'Shah', 'Toddlers'],
    ['sofia.rossi', 'Sofia', 'Rossi', 'Preschool'],
    ['ethan.clarke', 'Ethan', 'Clarke', 'Preschool'],
    ['hannah.kim', 'Hannah', 'Kim', 'Preschool'],
    ['mateo.garcia', 'Mateo', 'Garcia', 'Toddlers'],
  ] as const
).map(([login, firstName, lastName, room]) => ({
  email: `${login}@demo.test`,
  firstName,
  lastName,
  type: UserType.Staff,
  daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Staff, room, roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF'] as const }],
  registration: NOTHING_TO_REGISTER,
}));

export interface DemoRosterChild extends DemoChild {
  room: Exclude<DemoRoom, 'Gym'>;
  /** The tablet's allergy alert. */
  allergies?: string;
  /** An ongoing medication. */
  medication?: string;
}

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Ava', 'Lucas', 'Mia', 'Ethan', 'Amelia', 'Mason', 'Harper', 'Logan', 'Evelyn', 'Elijah', 'Aria',
  'James', 'Chloe', 'Benjamin', 'Zoe', 'Leo', 'Nora', 'Henry', 'Layla', 'Jack', 'Isla', 'Owen', 'Ellie', 'Wyatt', 'Lily',
  'Caleb', 'Hazel', 'Isaac', 'Ruby', 'Theo', 'Stella', 'Ezra', 'Maya', 'Felix', 'Clara', 'Adam',
];
const LAST_NAMES = ['Nguyen', 'Patel', 'Tremblay', 'Roy', 'Gagnon', 'Singh', 'Wilson', 'Campbell', 'Li', 'Morin', 'Anderson', 'Bouchard', 'Chen'];
const ROOM_BIRTH_YEARS: Record<DemoRosterChild['room'], readonly string[]> = {
  Infants: ['2025-07', '2025-09', '2025-11', '2026-01', '2026-03'],
  Toddlers: ['2023-10', '2024-01', '2024-04', '2024-07', '2024-10'],
  Preschool: ['2021-10', '2022-01', '2022-04', '2022-07', '2022-10'],
};
const ALLERGIES = ['Peanuts', 'Tree nuts', 'Eggs', 'Dairy', 'Penicillin'];

/**
 * Little Acorns' children besides Emma and Noah (38 more, 40 in all), spread over the three ratio
 * rooms. Deterministic: the same names, rooms and birth dates on every machine.
 */
export const DEMO_ROSTER: readonly DemoRosterChild[] = FIRST_NAMES.map((firstName, index) => {
  const room = (['Infants', 'Toddlers', 'Preschool'] as const)[index % 3];
  const months = ROOM_BIRTH_YEARS[room];
  return {
    firstName,
    lastName: LAST_NAMES[index % LAST_NAMES.length],
    birthDate: `${months[index % months.length]}-${String((index % 27) + 1).padStart(2, '0')}`,
    room,
    ...(index % 7 === 2 ? { allergies: ALLERGIES[index % ALLERGIES.length] } : {}),
    ...(index % 11 === 4 ? { medication: 'Salbutamol inhaler' } : {}),
  };
});

/** The parent's children's home rooms. */
export const DEMO_HOME_ROOMS: Readonly<Record<string, Exclude<DemoRoom, 'Gym'>>> = { 'Emma Thompson': 'Preschool', 'Noah Thompson': 'Toddlers' };

/** Every demo daycare's age groups (Ontario-like ratios) and the room each applies to, with its capacity. */
export const DEMO_AGE_GROUPS = [
  { label: 'Infants', minMonths: 0, maxMonths: 18, childrenPerStaff: 3, room: 'Infants', capacity: 10 },
  { label: 'Toddlers', minMonths: 18, maxMonths: 30, childrenPerStaff: 5, room: 'Toddlers', capacity: 15 },
  { label: 'Preschool', minMonths: 30, maxMonths: 72, childrenPerStaff: 8, room: 'Preschool', capacity: 24 },
] as const;

const FRENCH_FAMILIES = ['Tremblay', 'Roy', 'Gagnon', 'Morin', 'Bouchard'];
const HOME_LANGUAGES: Readonly<Record<string, string>> = { Nguyen: 'Vietnamese', Patel: 'Gujarati', Singh: 'Punjabi', Li: 'Mandarin', Chen: 'Cantonese' };
const ROUTINES: Record<DemoRosterChild['room'], string> = {
  Infants: 'Bottle around 9:00 and 13:00; two naps in the crib, morning and afternoon',
  Toddlers: 'One nap after lunch, about an hour and a half; likes a story before sleeping',
  Preschool: 'Quiet rest after lunch; no longer naps',
};
const REACTIONS: Readonly<Record<string, { severity: 'mild' | 'moderate' | 'severe'; reaction: string }>> = {
  Peanuts: { severity: 'severe', reaction: 'Anaphylaxis: give the EpiPen (red bag in the room) and call 911' },
  'Tree nuts': { severity: 'severe', reaction: 'Swelling of the lips and throat: EpiPen, then call 911' },
  Eggs: { severity: 'moderate', reaction: 'Hives and vomiting' },
  Dairy: { severity: 'mild', reaction: 'Stomach ache' },
  Penicillin: { severity: 'moderate', reaction: 'Rash' },
};
/** The usual Ontario schedule, by age in months. */
export const DEMO_IMMUNISATIONS: readonly { vaccine: string; months: number }[] = [
  { vaccine: 'DTaP-IPV-Hib', months: 2 },
  { vaccine: 'Pneumococcal', months: 2 },
  { vaccine: 'Rotavirus', months: 2 },
  { vaccine: 'DTaP-IPV-Hib', months: 4 },
  { vaccine: 'Pneumococcal', months: 4 },
  { vaccine: 'DTaP-IPV-Hib', months: 6 },
  { vaccine: 'MMR', months: 12 },
  { vaccine: 'Meningococcal C', months: 12 },
  { vaccine: 'Varicella', months: 15 },
  { vaccine: 'DTaP-IPV-Hib', months: 18 },
];

/** When a demo child attends: most since September 2025 (or soon after birth), one from next month, one withdrawn two weeks ago. */
export type DemoAttendancePlan = 'enrolled' | 'startsNextMonth' | 'withdrawn';

export interface DemoChildRecord {
  name: string;
  gender: 'female' | 'male';
  languages: string[];
  plan: DemoAttendancePlan;
  routines: string;
  comforters: string | null;
  dietaryNeeds: string | null;
  conditions: string | null;
  healthCardNumber: string;
  address: { line: string; city: string; province: string; postalCode: string };
  school: { name: string; grade: string; bus: string } | null;
  allergy: { label: string; severity: 'mild' | 'moderate' | 'severe'; reaction: string } | null;
}

const ALL_DEMO_CHILDREN: readonly (DemoRosterChild & { gender: 'female' | 'male' })[] = [
  { firstName: 'Emma', lastName: 'Thompson', birthDate: '2021-05-14', room: 'Preschool', gender: 'female' },
  { firstName: 'Noah', lastName: 'Thompson', birthDate: '2023-09-02', room: 'Toddlers', gender: 'male' },
  // The roster's first names alternate girl, boy.
  ...DEMO_ROSTER.map((child, index) => ({ ...child, gender: index % 2 === 0 ? ('female' as const) : ('male' as const) })),
];

/** The record of each of Little Acorns' 40 children: deterministic, so every machine shows the same. */
export const DEMO_CHILD_RECORDS: readonly DemoChildRecord[] = ALL_DEMO_CHILDREN.map((child, index) => {
  const { allergies, medication } = child;
  const french = FRENCH_FAMILIES.includes(child.lastName);
  return {
    name: `${child.firstName} ${child.lastName}`,
    gender: child.gender,
    languages: french ? ['French', 'English'] : HOME_LANGUAGES[child.lastName] ? ['English', HOME_LANGUAGES[child.lastName]] : ['English'],
    plan: index === ALL_DEMO_CHILDREN.length - 1 ? 'startsNextMonth' : index === ALL_DEMO_CHILDREN.length - 2 ? 'withdrawn' : 'enrolled',
    routines: ROUTINES[child.room],
    comforters: index % 4 === 0 ? 'A soft toy from home at nap time' : null,
    dietaryNeeds: allergies ? `No ${allergies.toLowerCase()}` : index % 9 === 5 ? 'Vegetarian' : null,
    conditions: medication ? 'Mild asthma' : null,
    healthCardNumber: `${String(4000 + index * 37).padStart(4, '0')}-${String(100 + index).padStart(3, '0')}-${String(500 + index * 11).padStart(3, '0').slice(-3)}`,
    address: { line: `${12 + index * 3} Maple Street`, city: 'Toronto', province: 'ON', postalCode: `M4C ${1 + (index % 9)}B${index % 10}` },
    school: child.birthDate < '2022-01-01' ? { name: 'Maple Grove Public School', grade: 'JK', bus: 'Bus 12' } : null,
    allergy: allergies ? { label: allergies, ...REACTIONS[allergies] } : null,
  };
});

export const DEMO_DOCTOR = { name: 'Dr. Anita Sharma', phone: '(416) 555-0142' };

/**
 * Each educator's certifications, as days before (negative) or after the demo's today; null where
 * the certificate has no date. The first educator's first aid runs out within the 60-day warning,
 * the second has no background check on file.
 */
export const DEMO_CERTIFICATIONS = (educator: number) =>
  [
    { kind: 'first-aid', issued: -700 + educator * 20, expires: educator === 0 ? 30 : 400 + educator * 45 },
    { kind: 'cpr', issued: -300 - educator * 15, expires: 430 + educator * 30 },
    ...(educator === 1 ? [] : [{ kind: 'background-check', issued: -400 - educator * 25, expires: null }]),
  ] as const;

/** A staff member invited to Little Acorns who has not opened the link yet. */
export const DEMO_INVITATION = { email: 'olivia.bennett@example.com', firstName: 'Olivia', lastName: 'Bennett', room: 'Toddlers', roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF'] } as const;

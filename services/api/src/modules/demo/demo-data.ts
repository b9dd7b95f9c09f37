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

/** Staff, directors, tablets and Super have nothing to register (section 5 marks them complete). */
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
        roles: ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF', 'INCIDENTS'],
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
];

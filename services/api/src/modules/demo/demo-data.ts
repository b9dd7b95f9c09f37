import { RelationshipKind, UserType } from '@daycare/shared';

export const LITTLE_ACORNS = 'Little Acorns Early Learning';
export const MAPLE_GROVE = 'Maple Grove Child Care';
export const DEMO_DAYCARES = [LITTLE_ACORNS, MAPLE_GROVE] as const;
export type DemoDaycare = (typeof DEMO_DAYCARES)[number];

/** Every demo daycare gets these rooms; the gym does not count toward ratios. */
export const DEMO_ROOMS = [
  { label: 'Infants', inRatio: true },
  { label: 'Toddlers', inRatio: true },
  { label: 'Preschool', inRatio: true },
  { label: 'Gym', inRatio: false },
] as const;

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  type: UserType;
  daycares: readonly { daycare: DemoDaycare; relationship: RelationshipKind }[];
}

/** One account per kind of person using the product. Sign-in (and passwords) arrive in a later issue. */
export const DEMO_USERS: readonly DemoUser[] = [
  { email: 'super@demo.test', firstName: 'Olivia', lastName: 'Bennett', type: UserType.Super, daycares: [] },
  {
    email: 'director@demo.test',
    firstName: 'Margaret',
    lastName: 'Chen',
    type: UserType.Admin,
    daycares: [
      { daycare: LITTLE_ACORNS, relationship: RelationshipKind.Admin },
      { daycare: MAPLE_GROVE, relationship: RelationshipKind.Admin },
    ],
  },
  {
    email: 'staff@demo.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    type: UserType.Staff,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Staff }],
  },
  {
    email: 'parent@demo.test',
    firstName: 'Sarah',
    lastName: 'Thompson',
    type: UserType.User,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Guardian }],
  },
  { email: 'newparent@demo.test', firstName: 'James', lastName: 'Rivera', type: UserType.User, daycares: [] },
  {
    email: 'tablet@demo.test',
    firstName: 'Front Desk',
    lastName: 'Tablet',
    type: UserType.Tablet,
    daycares: [{ daycare: LITTLE_ACORNS, relationship: RelationshipKind.Staff }],
  },
];

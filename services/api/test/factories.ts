import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language, RelationshipKind, type RoleCode, UserType } from '@daycare/shared';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../src/modules/auth/password-hasher';
import { Daycare } from '../src/modules/daycare/daycare.entity';
import { FeatureControl } from '../src/modules/daycare/feature-control.entity';
import { DEMO_PASSWORD } from '../src/modules/demo/demo-data';
import { UserDaycare } from '../src/modules/users/user-daycare.entity';
import { UserRole } from '../src/modules/users/user-role.entity';
import { User } from '../src/modules/users/user.entity';

export interface CreatedDaycare {
  id: number;
  label: string;
}

/** A daycare with its feature control (every feature on). */
export async function createDaycare(ds: DataSource, label: string): Promise<CreatedDaycare> {
  const id: number = (await ds.getRepository(Daycare).insert({ label })).identifiers[0].id;
  await ds.getRepository(FeatureControl).insert({ daycareId: id });
  return { id, label };
}

export interface NewUser {
  type: UserType;
  /** A unique address is made up when left out. */
  email?: string;
  /** Defaults to the demo password, so `signIn(gateway, email)` works. */
  password?: string;
  /** Makes the user a member of this daycare. */
  daycareId?: number;
  /** Defaults from the type: guardian, staff or admin. */
  relationship?: RelationshipKind;
  /** Roles held in `daycareId`. */
  roles?: readonly RoleCode[];
  emailConfirmed?: boolean;
  profileComplete?: boolean;
  /** The language the user's e-mails are written in; English when left out. */
  language?: Language;
}

export interface CreatedUser {
  id: number;
  email: string;
  password: string;
  type: UserType;
  daycareId: number | null;
}

const RELATIONSHIP_OF: Record<UserType, RelationshipKind> = {
  [UserType.User]: RelationshipKind.Guardian,
  [UserType.Staff]: RelationshipKind.Staff,
  [UserType.Admin]: RelationshipKind.Admin,
  [UserType.Tablet]: RelationshipKind.Staff,
  [UserType.Super]: RelationshipKind.Admin,
};

/** Argon2 is slow on purpose; tests reuse one hash per password. */
const hashes = new Map<string, Promise<string>>();
const hasher = new PasswordHasher();

function hashOf(password: string): Promise<string> {
  if (!hashes.has(password)) hashes.set(password, hasher.hash(password));
  return hashes.get(password)!;
}

/** A user who can sign in; confirmed and with a complete profile unless told otherwise. */
export async function createUser(ds: DataSource, options: NewUser): Promise<CreatedUser> {
  const password = options.password ?? DEMO_PASSWORD;
  const email = options.email ?? `${UserType[options.type].toLowerCase()}-${randomBytes(4).toString('hex')}@test.test`;
  const profileComplete = options.profileComplete ?? true;
  const id: number = (
    await ds.getRepository(User).insert({
      email,
      firstName: UserType[options.type],
      lastName: `Tester ${randomBytes(2).toString('hex')}`,
      type: options.type,
      emailConfirmed: options.emailConfirmed ?? true,
      profileComplete,
      registrationComplete: profileComplete,
      passwordHash: await hashOf(password),
      language: options.language ?? DEFAULT_LANGUAGE,
    })
  ).identifiers[0].id;
  const daycareId = options.daycareId ?? null;
  if (daycareId !== null) {
    await ds.getRepository(UserDaycare).insert({ userId: id, daycareId, relationship: options.relationship ?? RELATIONSHIP_OF[options.type] });
    const roles = options.roles ?? [];
    if (roles.length) await ds.getRepository(UserRole).insert(roles.map((code) => ({ userId: id, daycareId, code })));
  }
  return { id, email, password, type: options.type, daycareId };
}

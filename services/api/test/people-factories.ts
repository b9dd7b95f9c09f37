import { RelationshipKind, UserType } from '@daycare/shared';
import type { DataSource } from 'typeorm';
import { PasswordHasher } from '../src/modules/auth/password-hasher';
import { createUser, type CreatedUser } from './factories';

export interface CreatedRoom {
  id: number;
  label: string;
}

export async function createRoom(ds: DataSource, daycareId: number, label: string, inRatio = true): Promise<CreatedRoom> {
  const [room] = await ds.query(`INSERT INTO room (daycare_id, label, in_ratio) VALUES ($1, $2, $3) RETURNING id, label`, [daycareId, label, inRatio]);
  return room;
}

export interface CreatedChild {
  id: number;
  label: string;
  familyId: number;
}

export async function createFamily(ds: DataSource, daycareId: number): Promise<number> {
  const [{ id }] = await ds.query(`INSERT INTO family (daycare_id) VALUES ($1) RETURNING id`, [daycareId]);
  return id;
}

export async function createChild(
  ds: DataSource,
  daycareId: number,
  options: { firstName: string; lastName: string; homeRoomId?: number | null; familyId?: number; allergies?: string | null; birthDate?: string },
): Promise<CreatedChild> {
  const familyId = options.familyId ?? (await createFamily(ds, daycareId));
  const [{ id }] = await ds.query(
    `INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date, home_room_id, allergies) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [daycareId, familyId, options.firstName, options.lastName, options.birthDate ?? '2022-03-01', options.homeRoomId ?? null, options.allergies ?? null],
  );
  return { id, label: `${options.firstName} ${options.lastName}`, familyId };
}

const pinHashes = new Map<string, Promise<string>>();
const hasher = new PasswordHasher();

export async function setPin(ds: DataSource, userId: number, pin: string): Promise<void> {
  if (!pinHashes.has(pin)) pinHashes.set(pin, hasher.hash(pin));
  await ds.query(`UPDATE "user" SET pin_hash = $2 WHERE id = $1`, [userId, await pinHashes.get(pin)!]);
}

/** Staff (type Staff) of the daycare with a home room, a name people read, and optionally a PIN. */
export async function createStaff(
  ds: DataSource,
  daycareId: number,
  options: { firstName: string; lastName: string; roomId?: number | null; pin?: string; roles?: Parameters<typeof createUser>[1]['roles'] },
): Promise<CreatedUser & { label: string }> {
  const user = await createUser(ds, { type: UserType.Staff, daycareId, roles: options.roles ?? ['ATTENDANCE_CHILD', 'ATTENDANCE_STAFF'] });
  await ds.query(`UPDATE "user" SET first_name = $2, last_name = $3 WHERE id = $1`, [user.id, options.firstName, options.lastName]);
  if (options.roomId) await ds.query(`UPDATE user_daycare SET room_id = $1 WHERE user_id = $2 AND daycare_id = $3`, [options.roomId, user.id, daycareId]);
  if (options.pin) await setPin(ds, user.id, options.pin);
  return { ...user, label: `${options.firstName} ${options.lastName}` };
}

/** A room tablet of the daycare. */
export async function createTablet(ds: DataSource, daycareId: number, roomId: number | null): Promise<CreatedUser> {
  const tablet = await createUser(ds, { type: UserType.Tablet, daycareId, relationship: RelationshipKind.Staff });
  if (roomId) await ds.query(`UPDATE user_daycare SET room_id = $1 WHERE user_id = $2 AND daycare_id = $3`, [roomId, tablet.id, daycareId]);
  return tablet;
}

/** A guardian of the family (type User), optionally with a PIN. */
export async function createGuardian(ds: DataSource, daycareId: number, familyId: number, pin?: string): Promise<CreatedUser & { label: string }> {
  const guardian = await createUser(ds, { type: UserType.User, daycareId });
  await ds.query(`UPDATE "user" SET family_id = $2, first_name = 'Sarah', last_name = 'Guardian' WHERE id = $1`, [guardian.id, familyId]);
  if (pin) await setPin(ds, guardian.id, pin);
  return { ...guardian, label: 'Sarah Guardian' };
}

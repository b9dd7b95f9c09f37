import { randomUUID } from 'node:crypto';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { ChildGuardianDto } from './dto/people.dto';

let gateway: TestApp;
let ds: DataSource;
let emma: CreatedChild;
let liam: CreatedChild;
let sarah: { id: number; label: string };
let tom: { id: number; label: string };
let sessions: Record<'toddlersTablet' | 'infantsTablet' | 'director' | 'guardian' | 'mapleDirector', SignedIn>;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const infants = await createRoom(ds, acorns.id, 'Infants');
  const thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  const guardian = await createGuardian(ds, acorns.id, thompsons, '1234');
  await ds.query(`UPDATE "user" SET first_name = 'Sarah', last_name = 'Thompson' WHERE id = $1`, [guardian.id]);
  sarah = { id: guardian.id, label: 'Sarah Thompson' };
  const second = await createGuardian(ds, acorns.id, thompsons);
  await ds.query(`UPDATE "user" SET first_name = 'Tom', last_name = 'Thompson' WHERE id = $1`, [second.id]);
  tom = { id: second.id, label: 'Tom Thompson' };
  // Liam's guardian: never a choice for Emma.
  await createGuardian(ds, acorns.id, liam.familyId, '4321');
  sessions = {
    toddlersTablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    infantsTablet: await signIn(gateway, (await createTablet(ds, acorns.id, infants.id)).email),
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    guardian: await signIn(gateway, guardian.email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const guardiansOf = (session: SignedIn, childId: number | string) =>
  gateway.request({ method: 'GET', url: '/api/tablet/childGuardians', query: { childId: String(childId) }, headers: session.headers });
const update = (session: SignedIn, body: Record<string, unknown>) =>
  gateway.request({ method: 'POST', url: '/api/tablet/updateAttendance', headers: session.headers, payload: { clientId: randomUUID(), ...body } });

async function staysOf(childId: number): Promise<{ signedInBy: number | null; signedOutBy: number | null }[]> {
  return ds.query(`SELECT signed_in_by AS "signedInBy", signed_out_by AS "signedOutBy" FROM attendance WHERE child_id = $1 ORDER BY started_at`, [childId]);
}

describe("a child's guardians on the room tablet", () => {
  it("lists the guardians of the child's family with whether each has a PIN, and no one else's", async () => {
    const res = await guardiansOf(sessions.toddlersTablet, emma.id);
    expect(res.statusCode).toBe(200);
    expect(res.json<ChildGuardianDto[]>()).toEqual([
      { id: sarah.id, label: 'Sarah Thompson', hasPin: true },
      { id: tom.id, label: 'Tom Thompson', hasPin: false },
    ]);
    expect((await guardiansOf(sessions.director, emma.id)).json<ChildGuardianDto[]>().map((guardian) => guardian.label)).toEqual(['Sarah Thompson', 'Tom Thompson']);
  });

  it("answers 404 to a tablet of another room and to another daycare, 403 to a guardian's own session", async () => {
    expect((await guardiansOf(sessions.infantsTablet, emma.id)).statusCode).toBe(404);
    expect((await guardiansOf(sessions.mapleDirector, emma.id)).statusCode).toBe(404);
    expect((await guardiansOf(sessions.director, 999_999)).statusCode).toBe(404);
    expect((await guardiansOf(sessions.guardian, emma.id)).statusCode).toBe(403);
    const notANumber = await guardiansOf(sessions.director, 'abc');
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().message).toContain('childId must be a whole number from 1 to 2147483647');
  });

  it('a listed guardian signs the child in and out on the tablet with their PIN; the stay records that guardian', async () => {
    const [chosen] = (await guardiansOf(sessions.toddlersTablet, emma.id)).json<ChildGuardianDto[]>();
    const signedIn = await update(sessions.toddlersTablet, { personType: 'child', personId: emma.id, action: 'signIn', guardianId: chosen.id, pin: '1234' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ status: 1, by: { kind: 'guardian', id: sarah.id, label: 'Sarah Thompson' } });
    const signedOut = await update(sessions.toddlersTablet, { personType: 'child', personId: emma.id, action: 'signOut', guardianId: sarah.id, pin: '1234' });
    expect(signedOut.statusCode).toBe(200);
    expect(await staysOf(emma.id)).toEqual([{ signedInBy: sarah.id, signedOutBy: sarah.id }]);
  });

  it('a wrong PIN, a guardian without a PIN, or a guardian of another child answers 400 and records nothing', async () => {
    const before = await staysOf(liam.id);
    const wrong = await update(sessions.toddlersTablet, { personType: 'child', personId: emma.id, action: 'signIn', guardianId: sarah.id, pin: '9999' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The PIN of Sarah Thompson is not correct');
    const noPin = await update(sessions.toddlersTablet, { personType: 'child', personId: emma.id, action: 'signIn', guardianId: tom.id, pin: '1234' });
    expect(noPin.statusCode).toBe(400);
    expect(noPin.json().message).toBe('Tom Thompson has no PIN yet; set one in the profile first');
    const notTheirs = await update(sessions.toddlersTablet, { personType: 'child', personId: liam.id, action: 'signIn', guardianId: sarah.id, pin: '1234' });
    expect(notTheirs.statusCode).toBe(400);
    expect(await staysOf(emma.id)).toHaveLength(1);
    expect(await staysOf(liam.id)).toEqual(before);
  });
});

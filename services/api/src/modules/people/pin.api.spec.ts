import { randomUUID } from 'node:crypto';
import { UserType, WEAK_PIN_MESSAGES } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from '../../../test/factories';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedRoom } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import type { PinAlertDto } from './dto/pin-alerts.dto';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let toddlers: CreatedRoom;
let daniel: CreatedUser;
let sessions: Record<'director' | 'staff' | 'toddlersTablet' | 'infantsTablet' | 'mapleDirector', SignedIn>;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const PIN = '8306';
const WRONG = '5173';

beforeAll(async () => {
  // The clock moves on by days in this file; access tokens must outlive it.
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(7 * 24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(new Date('2026-10-05T07:00:00Z'));
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const infants = await createRoom(ds, acorns.id, 'Infants');
  const director = await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] });
  const mapleDirector = await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] });
  daniel = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, pin: PIN });
  sessions = {
    director: await signIn(gateway, director.email),
    staff: await signIn(gateway, daniel.email),
    toddlersTablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    infantsTablet: await signIn(gateway, (await createTablet(ds, acorns.id, infants.id)).email),
    mapleDirector: await signIn(gateway, mapleDirector.email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));
const post = (session: SignedIn, url: string, payload: object) => gateway.request({ method: 'POST', url, headers: session.headers, payload });

/** An educator of the Toddlers with the PIN 8306, signed out. */
const educator = (firstName: string) => createStaff(ds, acorns.id, { firstName, lastName: 'Test', roomId: toddlers.id, pin: PIN });

/** The educator signs themselves in on the device with the PIN; each try starts signed out. */
async function signInWith(session: SignedIn, person: CreatedUser, pin: string) {
  await ds.query(`DELETE FROM attendance WHERE person_id = $1`, [person.id]);
  return post(session, '/api/tablet/updateAttendance', { clientId: randomUUID(), personType: 'staff', personId: person.id, action: 'signIn', pin });
}

async function wrongPins(session: SignedIn, person: CreatedUser, count: number) {
  for (let n = 0; n < count; n++) expect((await signInWith(session, person, WRONG)).statusCode).toBe(400);
}

const lockMessage = async (session: SignedIn, person: CreatedUser) => (await signInWith(session, person, PIN)).json().message;

describe('wrong PINs', () => {
  it('lock a person on that device for 5 minutes, 15 minutes, 1 hour, 4 hours, then 24 hours after each run of five', async () => {
    const person = await educator('Ladder');
    for (const wait of ['5 minutes', '15 minutes', '1 hour', '4 hours', '24 hours', '24 hours']) {
      await wrongPins(sessions.toddlersTablet, person, 5);
      expect(await lockMessage(sessions.toddlersTablet, person)).toBe(`Too many wrong PINs for ${person.label}; try again in ${wait}`);
      advance(wait === '5 minutes' ? 5 * MINUTE : wait === '15 minutes' ? 15 * MINUTE : Number.parseInt(wait, 10) * HOUR);
      // The daily cap over all devices is not what this test is about.
      await ds.query(`DELETE FROM pin_failure WHERE person_id = $1`, [person.id]);
    }
    expect((await signInWith(sessions.toddlersTablet, person, PIN)).statusCode).toBe(200);
  });

  it('start the schedule again after a correct PIN', async () => {
    const person = await educator('Reset');
    await wrongPins(sessions.toddlersTablet, person, 5);
    advance(5 * MINUTE);
    await wrongPins(sessions.toddlersTablet, person, 5);
    expect(await lockMessage(sessions.toddlersTablet, person)).toMatch(/try again in 15 minutes$/);
    advance(15 * MINUTE);
    expect((await signInWith(sessions.toddlersTablet, person, PIN)).statusCode).toBe(200);
    await wrongPins(sessions.toddlersTablet, person, 5);
    expect(await lockMessage(sessions.toddlersTablet, person)).toMatch(/try again in 5 minutes$/);
    advance(5 * MINUTE);
  });

  it('on one tablet leave the PIN working on another tablet and at the director’s desk', async () => {
    const person = await educator('Elsewhere');
    await wrongPins(sessions.toddlersTablet, person, 5);
    expect((await signInWith(sessions.toddlersTablet, person, PIN)).statusCode).toBe(429);
    expect((await signInWith(sessions.infantsTablet, person, PIN)).statusCode).toBe(200);
    expect((await signInWith(sessions.director, person, PIN)).statusCode).toBe(200);
  });

  it('lock the PIN everywhere once 30 wrong PINs within a day come from several devices', async () => {
    const person = await educator('Capped');
    for (const wait of [5 * MINUTE, 15 * MINUTE, HOUR, 4 * HOUR]) {
      await wrongPins(sessions.toddlersTablet, person, 5);
      advance(wait);
    }
    await wrongPins(sessions.toddlersTablet, person, 5);
    await wrongPins(sessions.infantsTablet, person, 4);
    expect((await signInWith(sessions.director, person, PIN)).statusCode).toBe(200);
    expect((await signInWith(sessions.director, person, WRONG)).statusCode).toBe(400);
    expect(await lockMessage(sessions.director, person)).toMatch(/try again in 19 hours$/);
    expect((await signInWith(sessions.infantsTablet, person, PIN)).statusCode).toBe(429);
  });

  it('are forgotten, locks included, when the person sets a new PIN', async () => {
    await wrongPins(sessions.toddlersTablet, daniel, 5);
    expect((await post(sessions.staff, '/api/user/setPin', { pin: '4719' })).statusCode).toBe(204);
    expect((await signInWith(sessions.toddlersTablet, daniel, '4719')).statusCode).toBe(200);
  });
});

describe('POST /api/user/setPin', () => {
  it('refuses PINs that are easy to guess, saying why', async () => {
    const refusals: Record<string, string> = {
      '1234': WEAK_PIN_MESSAGES.run,
      '4321': WEAK_PIN_MESSAGES.run,
      '123456': WEAK_PIN_MESSAGES.run,
      '0000': WEAK_PIN_MESSAGES.oneDigit,
      '1212': WEAK_PIN_MESSAGES.repeatedBlock,
      '2580': WEAK_PIN_MESSAGES.common,
    };
    for (const [pin, reason] of Object.entries(refusals)) {
      const res = await post(sessions.staff, '/api/user/setPin', { pin });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual([reason]);
    }
    expect((await post(sessions.staff, '/api/user/setPin', { pin: '305817' })).statusCode).toBe(204);
  });
});

describe("the director's PIN alerts", () => {
  const alerts = async (session: SignedIn) => {
    const res = await gateway.request({ url: '/api/attendance/pinAlerts', headers: session.headers });
    expect(res.statusCode).toBe(200);
    return res.json<PinAlertDto[]>();
  };
  const alertOf = async (session: SignedIn, personId: number) => (await alerts(session)).find((alert) => alert.personId === personId);

  it('list a locked person with their wrong PINs and until when, only to directors of that daycare', async () => {
    const person = await educator('Targeted');
    await wrongPins(sessions.toddlersTablet, person, 5);
    expect(await alertOf(sessions.director, person.id)).toEqual({
      personId: person.id,
      label: 'Targeted Test',
      failedAttempts: 5,
      lastFailedAt: clock.now().toISOString(),
      lockedUntil: new Date(clock.now().getTime() + 5 * MINUTE).toISOString(),
    });
    expect(await alertOf(sessions.mapleDirector, person.id)).toBeUndefined();
    expect((await gateway.request({ url: '/api/attendance/pinAlerts', headers: sessions.staff.headers })).statusCode).toBe(403);
  });

  it('list a guardian with many wrong PINs over several tablets, locked nowhere yet', async () => {
    const family = await createFamily(ds, acorns.id);
    const guardian = await createGuardian(ds, acorns.id, family, PIN);
    const { id: childId } = await createChild(ds, acorns.id, { firstName: 'Kid', lastName: 'Test', homeRoomId: toddlers.id, familyId: family });
    const confirm = (session: SignedIn) =>
      post(session, '/api/tablet/updateAttendance', { clientId: randomUUID(), personType: 'child', personId: childId, action: 'signIn', guardianId: guardian.id, pin: WRONG });
    for (const session of [sessions.toddlersTablet, sessions.toddlersTablet, sessions.toddlersTablet, sessions.director, sessions.director]) {
      expect((await confirm(session)).statusCode).toBe(400);
    }
    expect(await alertOf(sessions.director, guardian.id)).toMatchObject({ label: guardian.label, failedAttempts: 5, lockedUntil: null });
  });

  it('lets a director of the daycare clear the lock; another daycare’s director gets 404', async () => {
    const person = await educator('Cleared');
    await wrongPins(sessions.toddlersTablet, person, 5);
    expect((await post(sessions.mapleDirector, '/api/attendance/clearPinLock', { personId: person.id })).statusCode).toBe(404);
    expect((await signInWith(sessions.toddlersTablet, person, PIN)).statusCode).toBe(429);
    expect((await post(sessions.director, '/api/attendance/clearPinLock', { personId: person.id })).statusCode).toBe(204);
    expect(await alertOf(sessions.director, person.id)).toBeUndefined();
    expect((await signInWith(sessions.toddlersTablet, person, PIN)).statusCode).toBe(200);
    expect((await post(sessions.director, '/api/attendance/clearPinLock', { personId: person.id })).statusCode).toBe(404);
  });
});

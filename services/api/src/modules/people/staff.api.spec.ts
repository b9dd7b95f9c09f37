import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { createRoom, createStaff, createTablet, type CreatedRoom } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import type { StaffListDto, StaffRecordDto } from './dto/staff.dto';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let toddlers: CreatedRoom;
let infants: CreatedRoom;
let daniel: number;
let priya: number;
let mapleStaff: number;
type Persona = 'director' | 'daniel' | 'priya' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;

// Today in Toronto is Friday 2026-11-20.
const NOW = new Date('2026-11-20T15:00:00Z');

const certify = (staffId: number, daycareId: number, kind: string, issuedOn: string | null, expiresOn: string | null) =>
  ds.query(`INSERT INTO staff_certification (daycare_id, staff_id, kind, issued_on, expires_on) VALUES ($1, $2, $3, $4, $5)`, [daycareId, staffId, kind, issuedOn, expiresOn]);

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(NOW);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  infants = await createRoom(ds, acorns.id, 'Infants');
  const danielUser = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: ['ATTENDANCE_CHILD'] });
  const priyaUser = await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: infants.id, roles: [] });
  [daniel, priya] = [danielUser.id, priyaUser.id];
  mapleStaff = (await createStaff(ds, maple.id, { firstName: 'Daniel', lastName: 'Maple' })).id;
  await ds.query(`UPDATE user_daycare SET started_on = '2024-08-19' WHERE user_id = $1`, [daniel]);
  await ds.query(`UPDATE "user" SET phone = '(555) 010-0199' WHERE id = $1`, [daniel]);
  // Expires within 60 days of 2026-11-20, far off, and already expired.
  await certify(daniel, acorns.id, 'first-aid', '2024-12-01', '2027-01-10');
  await certify(daniel, acorns.id, 'cpr', '2025-01-01', '2028-01-01');
  await certify(priya, acorns.id, 'cpr', '2024-01-01', '2026-11-19');
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    daniel: await signIn(gateway, danielUser.email),
    priya: await signIn(gateway, priyaUser.email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

const get = (persona: Persona, url: string, query: Record<string, string | number> = {}) =>
  gateway.request({ method: 'GET', url, query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), headers: sessions[persona].headers });
const post = (persona: Persona, url: string, payload: object) => gateway.request({ method: 'POST', url, payload, headers: sessions[persona].headers });
const list = async (query: Record<string, string | number> = {}) => {
  const res = await get('director', '/api/staff/list', query);
  expect(res.statusCode).toBe(200);
  return res.json<StaffListDto>();
};
const auditOf = (action: string, staffId: number) => ds.query(`SELECT detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id`, [action, `user:${staffId}`]);

describe('GET /api/staff/list', () => {
  it("lists the daycare's staff with room, roles, employment and each certification's state", async () => {
    const { items, total } = await list();
    expect(total).toBe(2);
    expect(items[0]).toEqual({
      id: daniel,
      label: 'Daniel Okafor',
      email: expect.stringContaining('@'),
      photoUrl: null,
      room: { id: toddlers.id, label: 'Toddlers' },
      roles: ['ATTENDANCE_CHILD'],
      startedOn: '2024-08-19',
      endedOn: null,
      certifications: [
        { kind: 'first-aid', expiresOn: '2027-01-10', state: 'expiring' },
        { kind: 'cpr', expiresOn: '2028-01-01', state: 'valid' },
        { kind: 'background-check', expiresOn: null, state: 'missing' },
      ],
    });
    expect(items[1].certifications.map((c) => c.state)).toEqual(['missing', 'expired', 'missing']);
  });

  it("counts the daycare's expiring and expired certifications whatever the filters", async () => {
    expect((await list({ roomId: toddlers.id })).alerts).toEqual({ expiring: 1, expired: 1 });
  });

  it('finds staff by a part of the name or e-mail, accents and case ignored, and by home room', async () => {
    expect((await list({ search: 'OKAF' })).items.map((s) => s.id)).toEqual([daniel]);
    expect((await list({ search: 'prÍya' })).items.map((s) => s.id)).toEqual([priya]);
    expect((await list({ roomId: infants.id })).items.map((s) => s.id)).toEqual([priya]);
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('pages with the same number of queries whatever the page size', async () => {
    expect(await list({ page: 2, pageSize: 1 })).toMatchObject({ total: 2, items: [{ id: priya }] });
    const small = await countQueries(() => list({ pageSize: 1 }));
    expect(await countQueries(() => list({ pageSize: 100 }))).toBe(small);
  });

  it('is for directors: staff and tablets are refused, another daycare sees only its own', async () => {
    expect((await get('daniel', '/api/staff/list')).statusCode).toBe(403);
    expect((await get('tablet', '/api/staff/list')).statusCode).toBe(403);
    expect((await get('mapleDirector', '/api/staff/list')).json<StaffListDto>().items.map((s) => s.id)).toEqual([mapleStaff]);
  });

  it('refuses a page size out of range with a sentence', async () => {
    const res = await get('director', '/api/staff/list', { pageSize: 101 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['pageSize must be a whole number from 1 to 100']);
  });
});

describe('GET /api/staff/byId', () => {
  it('answers the record with phone and issue dates to a director and to the staff member themself', async () => {
    for (const persona of ['director', 'daniel'] as const) {
      const res = await get(persona, '/api/staff/byId', { staffId: daniel });
      expect(res.statusCode).toBe(200);
      expect(res.json<StaffRecordDto>()).toMatchObject({ phone: '(555) 010-0199', certifications: [{ kind: 'first-aid', issuedOn: '2024-12-01', expiresOn: '2027-01-10', state: 'expiring' }, { kind: 'cpr' }, { kind: 'background-check', issuedOn: null }] });
    }
  });

  it("refuses a colleague's record, and answers 404 for another daycare's staff", async () => {
    expect((await get('priya', '/api/staff/byId', { staffId: daniel })).statusCode).toBe(403);
    expect((await get('mapleDirector', '/api/staff/byId', { staffId: daniel })).statusCode).toBe(404);
    expect((await get('director', '/api/staff/byId', { staffId: mapleStaff })).statusCode).toBe(404);
  });
});

describe('POST /api/staff/updateEmployment', () => {
  it('sets the dates, answers the record and audits before and after', async () => {
    const res = await post('director', '/api/staff/updateEmployment', { staffId: priya, startedOn: '2025-01-06', endedOn: '2026-12-31' });
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffRecordDto>()).toMatchObject({ startedOn: '2025-01-06', endedOn: '2026-12-31' });
    expect(await auditOf('staff.updateEmployment', priya)).toEqual([{ detail: { before: { startedOn: null, endedOn: null }, after: { startedOn: '2025-01-06', endedOn: '2026-12-31' } } }]);
  });

  it('refuses an end before the start, staff, and another daycare', async () => {
    const early = await post('director', '/api/staff/updateEmployment', { staffId: priya, startedOn: '2025-01-06', endedOn: '2025-01-05' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('endedOn must be on or after startedOn');
    expect((await post('daniel', '/api/staff/updateEmployment', { staffId: daniel, startedOn: null, endedOn: null })).statusCode).toBe(403);
    expect((await post('mapleDirector', '/api/staff/updateEmployment', { staffId: daniel, startedOn: null, endedOn: null })).statusCode).toBe(404);
    expect((await post('director', '/api/staff/updateEmployment', { staffId: priya, startedOn: '2025-02-30', endedOn: null })).statusCode).toBe(400);
  });
});

describe('POST /api/staff/updateCertification', () => {
  it('adds, replaces and removes a certification, auditing each change', async () => {
    const added = await post('director', '/api/staff/updateCertification', { staffId: priya, kind: 'background-check', issuedOn: '2026-10-01', expiresOn: null });
    expect(added.statusCode).toBe(200);
    expect(added.json<StaffRecordDto>().certifications[2]).toEqual({ kind: 'background-check', issuedOn: '2026-10-01', expiresOn: null, state: 'valid' });
    const renewed = await post('director', '/api/staff/updateCertification', { staffId: priya, kind: 'cpr', issuedOn: '2026-11-19', expiresOn: '2028-11-19' });
    expect(renewed.json<StaffRecordDto>().certifications[1]).toMatchObject({ expiresOn: '2028-11-19', state: 'valid' });
    const removed = await post('director', '/api/staff/updateCertification', { staffId: priya, kind: 'background-check', issuedOn: null, expiresOn: null });
    expect(removed.json<StaffRecordDto>().certifications[2].state).toBe('missing');
    expect((await auditOf('staff.updateCertification', priya)).map((row: { detail: unknown }) => row.detail)).toEqual([
      { before: { 'background-check': null }, after: { 'background-check': { issuedOn: '2026-10-01', expiresOn: null } } },
      { before: { cpr: { issuedOn: '2024-01-01', expiresOn: '2026-11-19' } }, after: { cpr: { issuedOn: '2026-11-19', expiresOn: '2028-11-19' } } },
      { before: { 'background-check': { issuedOn: '2026-10-01', expiresOn: null } }, after: { 'background-check': null } },
    ]);
  });

  it('refuses an expiry not after the issue date, an unknown kind, staff, and another daycare', async () => {
    const early = await post('director', '/api/staff/updateCertification', { staffId: priya, kind: 'cpr', issuedOn: '2026-01-01', expiresOn: '2026-01-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('expiresOn must be after issuedOn');
    const unknown = await post('director', '/api/staff/updateCertification', { staffId: priya, kind: 'lifeguard', issuedOn: null, expiresOn: null });
    expect(unknown.json().message).toEqual(['kind must be first-aid, cpr, background-check']);
    expect((await post('daniel', '/api/staff/updateCertification', { staffId: daniel, kind: 'cpr', issuedOn: null, expiresOn: null })).statusCode).toBe(403);
    expect((await post('mapleDirector', '/api/staff/updateCertification', { staffId: daniel, kind: 'cpr', issuedOn: null, expiresOn: null })).statusCode).toBe(404);
  });
});

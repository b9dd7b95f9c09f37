import { randomUUID } from 'node:crypto';
import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import type { ExclusionRuleViewDto, IllnessReportDto } from './dto/illness-report.dto';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
type Persona = 'director' | 'staff' | 'babiesStaff' | 'guardian' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let emma: CreatedChild;
let liam: CreatedChild;
let ava: CreatedChild;
let sarah: { id: number; label: string };

/** Monday 23 November 2026, 10:30 in Toronto. */
const NOW = new Date('2026-11-23T15:30:00Z');
const MORNING = '2026-11-23T09:15:00-05:00';

beforeAll(async () => {
  gateway = await startTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(7 * 24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  const babies = await createRoom(ds, acorns.id, 'Babies');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  ava = await createChild(ds, acorns.id, { firstName: 'Ava', lastName: 'Baby', homeRoomId: babies.id });
  const mother = await createGuardian(ds, acorns.id, emma.familyId);
  sarah = mother;
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR', 'ATTENDANCE_CHILD'] })).email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: ['ATTENDANCE_CHILD'] })).email),
    babiesStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: babies.id, roles: [] })).email),
    guardian: await signIn(gateway, mother.email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await gateway.close();
});

afterEach(async () => {
  await ds.query(`DELETE FROM illness_report`);
  await ds.query(`DELETE FROM illness_exclusion_rule`);
  await ds.query(`DELETE FROM attendance`);
  clock.set(NOW);
});

const call = (persona: Persona, method: 'GET' | 'POST' | 'DELETE', path: string, data: Record<string, unknown> = {}) =>
  gateway.request({
    method,
    url: `/api/illness/${path}`,
    ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])) }),
    headers: sessions[persona].headers,
  });

async function report(persona: Persona, body: Record<string, unknown>): Promise<IllnessReportDto> {
  const response = await call(persona, 'POST', 'create', body);
  expect(response.json()).toHaveProperty('id');
  expect(response.statusCode).toBe(200);
  return response.json();
}

const fever = (childId: number, extra: Record<string, unknown> = {}) => ({ childId, symptoms: ['fever'], temperatureC: 38.6, noticedAt: MORNING, ...extra });
const reportCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM illness_report`))[0].n);

const signInEmma = (persona: Persona = 'director') =>
  gateway.request({ method: 'POST', url: '/api/tablet/updateAttendance', payload: { clientId: randomUUID(), personType: 'child', personId: emma.id, action: 'signIn' }, headers: sessions[persona].headers });

describe('reporting an illness', () => {
  it('sends a child home with a fever: the return is 24 hours after the last symptom, and who reported it is kept', async () => {
    const sent = await report('staff', fever(emma.id, { sentHomeAt: '2026-11-23T10:00:00-05:00', pickedUpBy: 'Sarah Thompson (mother)' }));
    expect(sent).toMatchObject({
      child: { id: emma.id, label: 'Emma Thompson' },
      symptoms: ['fever'],
      temperatureC: 38.6,
      noticedAt: '2026-11-23T14:15:00.000Z',
      lastSymptomAt: '2026-11-23T14:15:00.000Z',
      sentHomeAt: '2026-11-23T15:00:00.000Z',
      pickedUpBy: 'Sarah Thompson (mother)',
      returnAfter: '2026-11-24T14:15:00.000Z',
      returnRule: 'fever',
      returnRuleHours: 24,
      byFamily: false,
      canEdit: true,
    });
    const audited = await ds.query(`SELECT count(*) AS n FROM audit_log WHERE action = 'illness-report.create' AND target = $1`, [`illness-report:${sent.id}`]);
    expect(Number(audited[0].n)).toBe(1);
  });

  it("a guardian reports their own child's vomiting; the longest rule of the symptoms sets the return", async () => {
    const told = await report('guardian', { childId: emma.id, symptoms: ['cough', 'vomiting'], noticedAt: '2026-11-22T20:00:00-05:00', lastSymptomAt: '2026-11-23T06:00:00-05:00' });
    expect(told).toMatchObject({ byFamily: true, reportedBy: { id: sarah.id, label: sarah.label }, returnRule: 'vomiting', returnAfter: '2026-11-24T11:00:00.000Z' });
  });

  it('follows the daycare’s own rules, and a change of the rules keeps the return a family was already told', async () => {
    const before = await report('director', fever(emma.id));
    const set = await call('director', 'POST', 'rules', { rules: [{ symptom: 'fever', hours: 48 }, { symptom: 'rash', hours: 12 }] });
    expect(set.statusCode).toBe(200);
    expect((set.json() as ExclusionRuleViewDto[]).find((rule) => rule.symptom === 'fever')).toEqual({ symptom: 'fever', hours: 48, defaultHours: 24 });
    const after = await report('director', fever(liam.id));
    expect(after.returnAfter).toBe('2026-11-25T14:15:00.000Z');
    expect((await call('director', 'GET', 'byId', { reportId: before.id })).json().returnAfter).toBe('2026-11-24T14:15:00.000Z');
    const rules: ExclusionRuleViewDto[] = (await call('guardian', 'GET', 'rules')).json();
    expect(rules.find((rule) => rule.symptom === 'rash')?.hours).toBe(12);
  });

  it.each([
    ['an unknown symptom', { symptoms: ['sneezing'] }, 'symptoms must be one or more of fever, vomiting, diarrhoea, rash, cough, conjunctivitis, lice, other'],
    ['no symptom', { symptoms: [] }, 'symptoms must name at least one symptom'],
    ['a temperature of 60 °C', { temperatureC: 60 }, 'temperatureC must be between 34 and 43 °C'],
    ['a temperature with two decimals', { temperatureC: 38.25 }, 'temperatureC must be a number of °C with at most one decimal, like 38.5'],
    ['a time in the future', { noticedAt: '2026-11-23T12:00:00-05:00' }, 'noticedAt must not be in the future'],
    ['a last symptom before it was noticed', { lastSymptomAt: '2026-11-23T08:00:00-05:00' }, 'lastSymptomAt must not be before noticedAt (when the illness was first noticed)'],
    ['a sending home before it was noticed', { sentHomeAt: '2026-11-23T08:00:00-05:00' }, 'sentHomeAt must not be before noticedAt'],
    ['a day that is not a time', { noticedAt: '2026-11-23' }, 'noticedAt must be a date and time like 2026-11-23T10:15:00-05:00'],
  ])('refuses %s with what to fix, and writes nothing', async (_case, change, message) => {
    const response = await call('staff', 'POST', 'create', fever(emma.id, change));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
    expect(await reportCount()).toBe(0);
  });

  it("takes a phone's clock a couple of minutes ahead of the centre's", async () => {
    expect((await report('guardian', fever(emma.id, { noticedAt: '2026-11-23T10:32:00-05:00' }))).noticedAt).toBe('2026-11-23T15:32:00.000Z');
  });

  it('refuses rules that name a symptom twice or ask for more than two weeks', async () => {
    expect((await call('director', 'POST', 'rules', { rules: [{ symptom: 'fever', hours: 24 }, { symptom: 'fever', hours: 48 }] })).statusCode).toBe(400);
    expect((await call('director', 'POST', 'rules', { rules: [{ symptom: 'fever', hours: 400 }] })).statusCode).toBe(400);
    expect((await call('staff', 'POST', 'rules', { rules: [{ symptom: 'fever', hours: 0 }] })).statusCode).toBe(403);
    expect((await call('director', 'GET', 'rules')).json().find((rule: ExclusionRuleViewDto) => rule.symptom === 'fever').hours).toBe(24);
  });
});

describe('who reaches a report', () => {
  it("keeps each family to its own children, staff to their room's, and other daycares out", async () => {
    const emmas = await report('staff', fever(emma.id));
    const avas = await report('director', fever(ava.id));
    expect((await call('otherGuardian', 'GET', 'byId', { reportId: emmas.id })).statusCode).toBe(404);
    expect((await call('mapleDirector', 'GET', 'byId', { reportId: emmas.id })).statusCode).toBe(404);
    expect((await call('otherGuardian', 'POST', 'create', fever(emma.id))).statusCode).toBe(404);
    expect((await call('babiesStaff', 'POST', 'update', { reportId: emmas.id, symptoms: ['fever'], noticedAt: MORNING })).statusCode).toBe(404);
    const labels = async (persona: Persona) => ((await call(persona, 'GET', 'list')).json() as IllnessReportDto[]).map((one) => one.child.label);
    expect(await labels('guardian')).toEqual(['Emma Thompson']);
    expect(await labels('otherGuardian')).toEqual([]);
    expect(await labels('staff')).toEqual(['Emma Thompson']);
    expect(await labels('tablet')).toEqual(['Emma Thompson']);
    expect((await labels('director')).sort()).toEqual(['Ava Baby', 'Emma Thompson']);
    expect(await labels('mapleDirector')).toEqual([]);
    expect(((await call('guardian', 'GET', 'list', { childId: emma.id })).json() as IllnessReportDto[]).map((one) => one.id)).toEqual([emmas.id]);
    expect((await call('guardian', 'GET', 'list', { childId: ava.id })).statusCode).toBe(404);
    expect(avas.canEdit).toBe(true);
  });

  it('lets only a director delete a report made in error', async () => {
    const made = await report('guardian', fever(emma.id));
    expect((await call('guardian', 'DELETE', 'delete', { reportId: made.id })).statusCode).toBe(403);
    expect((await call('mapleDirector', 'DELETE', 'delete', { reportId: made.id })).statusCode).toBe(404);
    expect(await reportCount()).toBe(1);
    expect((await call('director', 'DELETE', 'delete', { reportId: made.id })).statusCode).toBe(204);
    expect(await reportCount()).toBe(0);
  });
});

describe('the earliest return at sign-in', () => {
  it('refuses to sign a child in before the return, saying when they may come back, and lets them in from then', async () => {
    const sent = await report('staff', fever(emma.id));
    const refused = await signInEmma();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Emma Thompson may return from Tue, Nov 24, 9:15 AM: 24 hours free of fever (illness report)');
    expect(Number((await ds.query(`SELECT count(*) AS n FROM attendance WHERE child_id = $1`, [emma.id]))[0].n)).toBe(0);

    clock.set(new Date(sent.returnAfter));
    expect((await signInEmma()).statusCode).toBe(200);
  });

  it('moves the return when the family says the fever came back later', async () => {
    const sent = await report('staff', fever(emma.id));
    clock.set(new Date('2026-11-24T15:00:00Z'));
    const later = await call('guardian', 'POST', 'update', { reportId: sent.id, symptoms: ['fever'], temperatureC: 38.9, noticedAt: MORNING, lastSymptomAt: '2026-11-24T07:00:00-05:00' });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toMatchObject({ returnAfter: '2026-11-25T12:00:00.000Z', temperatureC: 38.9 });
    expect((await signInEmma()).json().message).toContain('may return from Wed, Nov 25, 7:00 AM');
  });

  it("does not hold back another child, nor a child whose report's return has passed", async () => {
    await report('staff', fever(emma.id, { noticedAt: '2026-11-20T09:00:00-05:00' }));
    expect((await signInEmma()).statusCode).toBe(200);
  });
});

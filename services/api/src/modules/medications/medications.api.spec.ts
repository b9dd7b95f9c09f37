import { UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { ClockService } from '../../common/clock/clock.service';
import { createDaycare, createUser } from '../../../test/factories';
import { mailsTo } from '../../../test/mailbox';
import { connectHub, hubUserOfSession, type HubClient, settle, startListeningGateway, stopAll, type ListeningGateway } from '../../../test/hub/hub-clients';
import { createChild, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { openFamilyStream as openStream } from '../../../test/hub/family-stream';
import { type SignedIn, signIn } from '../../../test/sessions';
import { DosesService } from './doses.service';
import type { DueDoseDto, MedicationDetailDto, MedicationDoseDto, MedicationDto, MedicationIntervalDetailDto } from './dto/medication.dto';

let gateway: ListeningGateway;
let ds: DataSource;
let clock: ClockService;
type Persona = 'director' | 'staff' | 'roleless' | 'babiesStaff' | 'guardian' | 'otherGuardian' | 'tablet' | 'babiesTablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;
let emma: CreatedChild;
let liam: CreatedChild;
let daniel: { id: number; email: string };
let priya: { id: number; email: string };
let sarahEmail: string;
let toddlersId: number;
const hubClients: HubClient[] = [];

/** 12:45 in Toronto on Friday 20 November. */
const NOW = new Date('2026-11-20T17:45:00Z');
const at = (localTime: string) => new Date(`2026-11-20T${localTime}:00-05:00`);
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const SIGNED = { signedName: 'Sarah Thompson', signature: SIGNATURE };

beforeAll(async () => {
  gateway = await startListeningGateway({ ACCESS_TOKEN_TTL_SECONDS: String(24 * 3600) });
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  clock.set(NOW);
  const acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  toddlersId = toddlers.id;
  const babies = await createRoom(ds, acorns.id, 'Babies');
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id });
  liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen', homeRoomId: toddlers.id });
  daniel = await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id, roles: ['MEDICATIONS'] });
  priya = await createStaff(ds, acorns.id, { firstName: 'Priya', lastName: 'Shah', roomId: toddlers.id, roles: ['MEDICATIONS'] });
  const sarah = await createGuardian(ds, acorns.id, emma.familyId);
  sarahEmail = sarah.email;
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, daniel.email),
    roleless: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Rory', lastName: 'Less', roomId: toddlers.id, roles: [] })).email),
    babiesStaff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Bea', lastName: 'Baby', roomId: babies.id, roles: ['MEDICATIONS'] })).email),
    guardian: await signIn(gateway, sarah.email),
    otherGuardian: await signIn(gateway, (await createGuardian(ds, acorns.id, liam.familyId)).email),
    tablet: await signIn(gateway, (await createTablet(ds, acorns.id, toddlers.id)).email),
    babiesTablet: await signIn(gateway, (await createTablet(ds, acorns.id, babies.id)).email),
    mapleDirector: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] })).email),
  };
});

afterAll(async () => {
  await stopAll(hubClients);
  await gateway.close();
});

afterEach(async () => {
  await stopAll(hubClients);
  await ds.query(`DELETE FROM child_medication WHERE source = 'authorisation'`);
  clock.set(NOW);
});

const call = (persona: Persona, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}) =>
  gateway.request({
    method,
    url: `/api/medication/${path}`,
    ...(method === 'POST' ? { payload: data } : { query: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, String(value)])) }),
    headers: sessions[persona].headers,
  });

async function ok<T>(persona: Persona, method: 'GET' | 'POST', path: string, data: Record<string, unknown> = {}): Promise<T> {
  const response = await call(persona, method, path, data);
  expect([response.statusCode, response.json()]).toEqual([200, expect.anything()]);
  return response.json();
}

const antibiotic = (change: Record<string, unknown> = {}) => ({
  childId: emma.id,
  name: 'Amoxicillin',
  dose: '5 ml',
  route: 'oral',
  reason: 'Ear infection',
  prescriber: 'Dr. Patel',
  startsOn: '2026-11-19',
  endsOn: '2026-11-26',
  expiresOn: '2027-03-01',
  asNeeded: false,
  times: ['09:00', '13:00'],
  ...SIGNED,
  ...change,
});

const inhaler = (change: Record<string, unknown> = {}) =>
  antibiotic({ name: 'Salbutamol', dose: '2 puffs', route: 'inhaled', asNeeded: true, times: undefined, minMinutesBetween: 240, maxDailyDoses: 2, ...change });

const epipen = () => antibiotic({ name: 'EpiPen Jr', dose: '0.15 mg', route: 'injection', asNeeded: true, emergency: true, times: undefined, minMinutesBetween: 15, maxDailyDoses: 2 });

const authorise = (body: Record<string, unknown>, persona: Persona = 'guardian') => ok<MedicationDetailDto>(persona, 'POST', 'create', body);
const intervalAt = (medication: MedicationDto, time: string | null) => medication.intervals.find((interval) => interval.time === time)!.id;
const give = (persona: Persona, intervalId: number, change: Record<string, unknown> = {}) => call(persona, 'POST', 'give', { intervalId, amount: '5 ml', ...change });
const doseCount = async () => Number((await ds.query(`SELECT count(*) AS n FROM medication_dose`))[0].n);

const hubUserOf = (persona: Persona) => hubUserOfSession(sessions[persona]);

const openFamilyStream = (persona: Persona) => openStream(gateway.baseUrl, sessions[persona].accessToken);

describe('authorising', () => {
  it("records a guardian's signed authorisation with the typed name, the time and the address, and counts it as ongoing", async () => {
    const medication = await authorise(antibiotic());
    expect(medication).toMatchObject({
      name: 'Amoxicillin',
      dose: '5 ml',
      route: 'oral',
      state: 'active',
      expiresSoon: false,
      intervals: [{ time: '09:00' }, { time: '13:00' }],
      signature: { name: 'Sarah Thompson', at: NOW.toISOString(), ip: '127.0.0.1', by: { label: expect.any(String) } },
      signatureImage: SIGNATURE,
      canEdit: true,
      canSign: false,
      canGive: false,
    });
    const [row] = await ds.query(`SELECT ongoing FROM child_medication WHERE id = $1`, [medication.id]);
    expect(row.ongoing).toBe(true);
    expect((await ok<MedicationDto[]>('staff', 'GET', 'list', { childId: emma.id }))[0]).toMatchObject({ id: medication.id, canGive: true, canEdit: false });
  });

  it("waits for a guardian's signature when a director enters it or changes it, and a guardian's change is signed again", async () => {
    const entered = await authorise({ ...antibiotic(), signedName: undefined, signature: undefined }, 'director');
    expect(entered).toMatchObject({ state: 'awaiting_signature', signature: null });
    expect((await ok<MedicationDto[]>('guardian', 'GET', 'list'))[0]).toMatchObject({ id: entered.id, canSign: true });
    const signed = await ok<MedicationDetailDto>('guardian', 'POST', 'sign', { medicationId: entered.id, ...SIGNED });
    expect(signed).toMatchObject({ state: 'active', signature: { name: 'Sarah Thompson' } });
    const again = await call('guardian', 'POST', 'sign', { medicationId: entered.id, ...SIGNED });
    expect([again.statusCode, again.json().message]).toEqual([400, 'This authorisation is already signed']);

    const { childId: _childId, ...terms } = antibiotic({ dose: '7.5 ml', times: ['09:00'] });
    const changed = await ok<MedicationDetailDto>('director', 'POST', 'update', { medicationId: entered.id, ...terms, signedName: undefined, signature: undefined });
    expect(changed).toMatchObject({ dose: '7.5 ml', state: 'awaiting_signature', signature: null, intervals: [{ time: '09:00' }] });
    const unsigned = await call('guardian', 'POST', 'update', { medicationId: entered.id, ...terms, signedName: undefined, signature: undefined });
    expect([unsigned.statusCode, unsigned.json().message]).toEqual([400, 'A guardian signs the authorisation: type your name and draw your signature']);
    expect(await ok<MedicationDetailDto>('guardian', 'POST', 'update', { medicationId: entered.id, ...terms })).toMatchObject({ state: 'active' });
  });

  it.each([
    ['an end before the start', { endsOn: '2026-11-18' }, 'endsOn must not be before startsOn'],
    ['an end in the past', { startsOn: '2026-11-01', endsOn: '2026-11-10' }, 'endsOn must not be in the past'],
    ['an expired medicine', { expiresOn: '2026-11-01' }, 'The medicine expired on 2026-11-01'],
    ['a schedule without times', { times: [] }, 'times must give at least one time of day'],
    ['as needed without limits', { asNeeded: true, times: undefined }, 'An as-needed medicine needs minMinutesBetween'],
    ['as needed with times', { asNeeded: true, minMinutesBetween: 60, maxDailyDoses: 2 }, 'times belong to a scheduled medicine'],
    ['a time that is not one', { times: ['25:00'] }, 'each of times must be a time of day like 09:00'],
    ['an unknown route', { route: 'ear-drops' }, 'route must be one of oral'],
    ['no signature', { signature: undefined }, 'A guardian signs the authorisation'],
    ['a signature that is not a drawing', { signature: 'Sarah' }, 'signature must be a drawn signature'],
  ])('refuses %s with 400 and writes nothing', async (_name, change, message) => {
    const response = await call('guardian', 'POST', 'create', antibiotic(change));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().message)).toContain(message);
    expect(Number((await ds.query(`SELECT count(*) AS n FROM child_medication WHERE source = 'authorisation'`))[0].n)).toBe(0);
  });

  it('lets only guardians of the child and directors with the role authorise; a director never signs for the family', async () => {
    expect((await call('staff', 'POST', 'create', antibiotic({ signedName: undefined, signature: undefined }))).statusCode).toBe(403);
    expect((await call('otherGuardian', 'POST', 'create', antibiotic())).statusCode).toBe(404);
    expect((await call('mapleDirector', 'POST', 'create', antibiotic({ signedName: undefined, signature: undefined }))).statusCode).toBe(404);
    const signing = await call('director', 'POST', 'create', antibiotic());
    expect([signing.statusCode, signing.json().message]).toEqual([400, expect.stringContaining('Only a guardian signs')]);
  });

  it("warns when the medicine expires within 30 days, on the list and the page", async () => {
    const medication = await authorise(antibiotic({ expiresOn: '2026-12-15' }));
    expect(medication.expiresSoon).toBe(true);
    expect((await ok<MedicationDto[]>('director', 'GET', 'list'))[0].expiresSoon).toBe(true);
  });

  it("answers 404 for another family's or another daycare's authorisation, and 403 to staff without the role", async () => {
    const medication = await authorise(antibiotic());
    for (const persona of ['otherGuardian', 'mapleDirector'] as const) expect((await call(persona, 'GET', 'byId', { medicationId: medication.id })).statusCode).toBe(404);
    expect((await call('roleless', 'GET', 'byId', { medicationId: medication.id })).statusCode).toBe(403);
    expect(await ok<MedicationDto[]>('otherGuardian', 'GET', 'list')).toEqual([]);
  });
});

describe('giving doses', () => {
  it('gives a scheduled dose from 30 minutes before its time, once, with who gave it', async () => {
    const medication = await authorise(antibiotic());
    const oneOClock = intervalAt(medication, '13:00');
    const early = await give('staff', oneOClock, { givenAt: at('12:20').toISOString() });
    expect([early.statusCode, early.json().message]).toEqual([400, 'Too early: the 13:00 dose may be given from 12:30']);
    const given = await give('staff', oneOClock);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ amount: '5 ml', givenAt: NOW.toISOString(), givenBy: { id: daniel.id, label: 'Daniel Okafor' }, witness: null, medication: 'Amoxicillin' });
    const twice = await give('staff', oneOClock);
    expect([twice.statusCode, twice.json().message]).toEqual([400, 'The 13:00 dose was already given today at 12:45']);
    expect(await doseCount()).toBe(1);
  });

  it('refuses a dose of an unsigned, not yet started, ended or expired authorisation, naming why, and changes nothing', async () => {
    const unsigned = await authorise({ ...antibiotic(), signedName: undefined, signature: undefined }, 'director');
    const cases: [MedicationDto, Date, string][] = [[unsigned, NOW, 'This medication is not signed yet']];
    const later = await authorise(antibiotic({ startsOn: '2026-11-21', endsOn: '2026-11-30' }));
    cases.push([later, NOW, 'This authorisation starts on 2026-11-21']);
    const ending = await authorise(antibiotic({ endsOn: '2026-11-20', expiresOn: '2026-11-25' }));
    cases.push([ending, new Date('2026-11-21T14:30:00Z'), 'This authorisation ended on 2026-11-20']);
    const expiring = await authorise(antibiotic({ expiresOn: '2026-11-20' }));
    cases.push([expiring, new Date('2026-11-21T14:30:00Z'), 'The medicine expired on 2026-11-20']);
    for (const [medication, when, message] of cases) {
      clock.set(when);
      const response = await give('staff', intervalAt(medication, '13:00'));
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await doseCount()).toBe(0);
  });

  it('keeps the least time between as-needed doses, across midnight too, and the daily maximum', async () => {
    const medication = await authorise(inhaler());
    const asNeeded = intervalAt(medication, null);
    expect((await give('staff', asNeeded, { givenAt: at('08:00').toISOString() })).statusCode).toBe(200);
    const soon = await give('staff', asNeeded, { givenAt: at('11:00').toISOString() });
    expect([soon.statusCode, soon.json().message]).toEqual([400, 'Too early: at least 240 minutes must pass between doses (the last at 08:00); the next may be given from 12:00']);
    clock.set(new Date('2026-11-21T04:00:00Z'));
    expect((await give('staff', asNeeded, { givenAt: at('22:30').toISOString() })).statusCode).toBe(200);
    const third = await give('staff', asNeeded);
    expect([third.statusCode, third.json().message]).toEqual([400, 'The daily maximum of 2 doses has been given today']);
    clock.set(new Date('2026-11-21T06:00:00Z'));
    const afterMidnight = await give('staff', asNeeded);
    expect([afterMidnight.statusCode, afterMidnight.json().message]).toEqual([400, 'Too early: at least 240 minutes must pass between doses (the last at 22:30); the next may be given from 02:30']);
    expect(await doseCount()).toBe(2);
  });

  it('needs a witness, another staff member, for emergency medicine, then tells the room, the directors, and only the child’s family, live and by e-mail', async () => {
    const medication = await authorise(epipen());
    const director = await connectHub(gateway.baseUrl, hubUserOf('director'));
    hubClients.push(director);
    const interval = intervalAt(medication, null);
    const refusals: [Record<string, unknown>, string][] = [
      [{}, 'Emergency medication needs a witness'],
      [{ witnessId: daniel.id }, 'The witness must be another staff member'],
      [{ witnessId: sessions.otherGuardian.user.id }, 'witnessId must name a staff member of this daycare'],
    ];
    for (const [change, message] of refusals) {
      const response = await give('staff', interval, { amount: '0.15 mg', ...change });
      expect([response.statusCode, response.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await doseCount()).toBe(0);
    const family = await openFamilyStream('guardian');
    const otherFamily = await openFamilyStream('otherGuardian');
    try {
      const given = await give('staff', interval, { amount: '0.15 mg', witnessId: priya.id });
      expect(given.json()).toMatchObject({ witness: { id: priya.id, label: 'Priya Shah' } });
      expect((await director.next('OnEmergencyMedication')).payload).toMatchObject({ childId: emma.id, childName: 'Emma Thompson', medicationId: medication.id, count: 1 });
      expect((await director.next('OnMedicationComplete')).payload).toMatchObject({ medicationId: medication.id, intervalId: interval });
      await settle();
      expect(family.events.map((event) => event.name).sort()).toEqual(['OnEmergencyMedication', 'OnMedicationComplete']);
      expect(family.events.find((event) => event.name === 'OnEmergencyMedication')?.data).toMatchObject({ childId: emma.id, count: 1 });
      expect(otherFamily.events).toEqual([]);
    } finally {
      family.close();
      otherFamily.close();
    }
    const [mail] = await mailsTo(ds, sarahEmail);
    expect(mail.subject).toBe('Emma Thompson was given emergency medication');
    expect(mail.textBody).toContain('EpiPen Jr (0.15 mg) at 12:45');
  });

  it('refuses doses to guardians (403), to staff of another room and to another daycare (404); a tablet names who gave it', async () => {
    const medication = await authorise(antibiotic());
    const interval = intervalAt(medication, '13:00');
    expect((await give('guardian', interval)).statusCode).toBe(403);
    expect((await give('babiesStaff', interval)).statusCode).toBe(404);
    expect((await give('babiesTablet', interval)).statusCode).toBe(404);
    expect((await give('mapleDirector', interval)).statusCode).toBe(404);
    const unnamed = await give('tablet', interval);
    expect([unnamed.statusCode, unnamed.json().message]).toEqual([400, 'givenById is required on a room tablet: choose who gave the dose']);
    expect(await doseCount()).toBe(0);
    expect((await give('tablet', interval, { givenById: priya.id })).json()).toMatchObject({ givenBy: { id: priya.id } });
  });

  it('corrects a dose, audited, and never into the future', async () => {
    const medication = await authorise(antibiotic());
    const dose = (await give('staff', intervalAt(medication, '13:00'))).json() as MedicationDoseDto;
    const future = await call('staff', 'POST', 'correctDose', { doseId: dose.id, amount: '5 ml', givenAt: at('13:30').toISOString() });
    expect([future.statusCode, future.json().message]).toEqual([400, 'givenAt must not be in the future']);
    const corrected = await ok<MedicationDoseDto>('staff', 'POST', 'correctDose', { doseId: dose.id, amount: '4 ml', givenAt: at('12:40').toISOString(), note: 'Spat a little out' });
    expect(corrected).toMatchObject({ amount: '4 ml', note: 'Spat a little out', givenAt: at('12:40').toISOString(), correctedAt: NOW.toISOString() });
    expect((await call('guardian', 'POST', 'correctDose', { doseId: dose.id, amount: '1 ml', givenAt: NOW.toISOString() })).statusCode).toBe(403);
    const audited = await ds.query(`SELECT detail FROM audit_log WHERE action = 'medication-dose.correct'`);
    expect(audited[0].detail.before.amount).toBe('5 ml');
    expect((await ok<{ doses: MedicationDoseDto[] }>('guardian', 'GET', 'history')).doses.map((given) => given.amount)).toEqual(['4 ml']);
  });
});

describe('doses due on the room tablet', () => {
  it('lists the room’s doses of today, announces each scheduled one once when due, and the dose given', async () => {
    const medication = await authorise(antibiotic());
    await authorise(inhaler());
    const tablet = await connectHub(gateway.baseUrl, hubUserOf('tablet'));
    hubClients.push(tablet);
    const due = await ok<DueDoseDto[]>('tablet', 'GET', 'due');
    expect(due.map((dose) => [dose.name, dose.time, dose.state])).toEqual([
      ['Amoxicillin', '09:00', 'due'],
      ['Amoxicillin', '13:00', 'upcoming'],
      ['Salbutamol', null, 'as_needed'],
    ]);
    const doses = gateway.app.get(DosesService);
    expect(await doses.announceDue()).toBe(1);
    expect(await doses.announceDue()).toBe(0);
    expect((await tablet.next('OnMedication')).payload).toMatchObject({ child: { label: 'Emma Thompson' }, medicationId: medication.id, intervalId: intervalAt(medication, '09:00') });
    clock.set(at('13:00'));
    expect(await doses.announceDue()).toBe(1);

    const detail = await ok<MedicationIntervalDetailDto>('tablet', 'GET', 'interval', { intervalId: intervalAt(medication, '13:00') });
    expect(detail).toMatchObject({ refusal: null, dueAt: at('13:00').toISOString(), medication: { name: 'Amoxicillin', canGive: true } });
    await give('tablet', intervalAt(medication, '13:00'), { givenById: daniel.id });
    expect((await tablet.next('OnMedicationComplete')).payload).toMatchObject({ medicationId: medication.id, intervalId: intervalAt(medication, '13:00') });
    const after = await ok<DueDoseDto[]>('tablet', 'GET', 'due');
    expect(after.find((dose) => dose.time === '13:00')).toMatchObject({ state: 'given', given: { givenBy: { label: 'Daniel Okafor' } } });
    await settle();
    expect((await call('guardian', 'GET', 'due')).statusCode).toBe(403);
    expect((await call('babiesStaff', 'GET', 'due', { roomId: toddlersId })).statusCode).toBe(404);
  });
});

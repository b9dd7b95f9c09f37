import { RelationshipKind, UserType } from '@daycare/shared';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { codeIn, latestMailTo, mailsTo } from '../../../test/mailbox';
import { createChild, createFamily, createGuardian, createRoom, createStaff, createTablet, type CreatedChild } from '../../../test/people-factories';
import { countQueries } from '../../../test/query-counter';
import { anonymousCsrf, type SignedIn, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import type { GuardianListDto, GuardianRecordDto } from './dto/guardian.dto';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let thompsons: number;
let emma: CreatedChild;
let noah: CreatedChild;
let sarahId: number;
let markId: number;
let otherId: number;
type Persona = 'director' | 'staff' | 'sarah' | 'mark' | 'otherGuardian' | 'tablet' | 'mapleDirector';
let sessions: Record<Persona, SignedIn>;

const NOW = new Date('2026-11-20T15:00:00Z');

async function nameGuardian(id: number, firstName: string, lastName: string, mobile: string | null): Promise<void> {
  await ds.query(`UPDATE "user" SET first_name = $2, last_name = $3, mobile_phone = $4, mobile_phone_country = CASE WHEN $4::text IS NULL THEN NULL ELSE 'US' END WHERE id = $1`, [
    id,
    firstName,
    lastName,
    mobile,
  ]);
}

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  gateway.app.get(ClockService).set(NOW);
  acorns = await createDaycare(ds, 'Little Acorns');
  const maple = await createDaycare(ds, 'Maple Grove');
  const toddlers = await createRoom(ds, acorns.id, 'Toddlers');
  thompsons = await createFamily(ds, acorns.id);
  emma = await createChild(ds, acorns.id, { firstName: 'Emma', lastName: 'Thompson', homeRoomId: toddlers.id, familyId: thompsons, birthDate: '2023-05-14' });
  noah = await createChild(ds, acorns.id, { firstName: 'Noah', lastName: 'Thompson', familyId: thompsons, birthDate: '2025-09-02' });
  const liam = await createChild(ds, acorns.id, { firstName: 'Liam', lastName: 'Nguyen' });
  const sarah = await createGuardian(ds, acorns.id, thompsons);
  const mark = await createGuardian(ds, acorns.id, thompsons);
  const other = await createGuardian(ds, acorns.id, liam.familyId);
  [sarahId, markId, otherId] = [sarah.id, mark.id, other.id];
  await nameGuardian(sarahId, 'Sarah', 'Thompson', '4165550123');
  await nameGuardian(markId, 'Mark', 'Thompson', null);
  await nameGuardian(otherId, 'Linh', 'Nguyen', '4165550999');
  await ds.query(`UPDATE family SET account_holder_id = $1 WHERE id = $2`, [sarahId, thompsons]);
  await ds.query(`INSERT INTO guardian_relation (user_id, child_id, relation) VALUES ($1, $2, 'mother'), ($1, $3, 'mother')`, [sarahId, emma.id, noah.id]);
  await ds.query(`UPDATE "user" SET address = '12 Maple Street', city = 'Toronto', employer = 'Maple Bank', custody_notes = 'Shared custody' WHERE id = $1`, [sarahId]);
  sessions = {
    director: await signIn(gateway, (await createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] })).email),
    staff: await signIn(gateway, (await createStaff(ds, acorns.id, { firstName: 'Daniel', lastName: 'Okafor', roomId: toddlers.id })).email),
    sarah: await signIn(gateway, sarah.email),
    mark: await signIn(gateway, mark.email),
    otherGuardian: await signIn(gateway, other.email),
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
const record = (persona: Persona, guardianId: number) => get(persona, '/api/guardian/byId', { guardianId });
const list = async (query: Record<string, string | number> = {}) => {
  const res = await get('director', '/api/guardian/list', query);
  expect(res.statusCode).toBe(200);
  return res.json<GuardianListDto>();
};
const auditOf = (action: string, guardianId: number) =>
  ds.query(`SELECT actor_id AS "actorId", detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id`, [action, `guardian:${guardianId}`]);
const US = (number: string) => ({ country: 'US', number });

describe('GET /api/guardian/list', () => {
  it("lists the daycare's guardians with their children, mobile and account holder, by last then first name", async () => {
    const { items, total } = await list();
    expect(total).toBe(3);
    expect(items.map((item) => item.label)).toEqual(['Linh Nguyen', 'Mark Thompson', 'Sarah Thompson']);
    expect(items[2]).toEqual({
      id: sarahId,
      label: 'Sarah Thompson',
      email: expect.any(String),
      mobile: US('4165550123'),
      photoUrl: null,
      familyId: thompsons,
      children: [
        { id: emma.id, label: 'Emma Thompson' },
        { id: noah.id, label: 'Noah Thompson' },
      ],
      accountHolder: true,
    });
    expect(items[1]).toMatchObject({ mobile: null, accountHolder: false });
  });

  it('finds guardians by name, e-mail or phone digits, and pages', async () => {
    expect((await list({ search: 'sarah' })).items.map((item) => item.id)).toEqual([sarahId]);
    const { email } = (await list({ search: 'linh' })).items[0];
    expect((await list({ search: email })).items.map((item) => item.id)).toEqual([otherId]);
    expect((await list({ search: '(416) 555-0999' })).items.map((item) => item.id)).toEqual([otherId]);
    expect((await list({ search: '5550' })).total).toBe(2);
    const page = await list({ pageSize: 1, page: 2 });
    expect(page).toMatchObject({ total: 3, items: [{ label: 'Mark Thompson' }] });
  });

  it('runs as many queries for a page of 100 as for a page of 1', async () => {
    const small = await countQueries(() => list({ pageSize: 1 }), /"user"/);
    expect(await countQueries(() => list({ pageSize: 100 }), /"user"/)).toBe(small);
  });

  it('is for staff and directors of the daycare only', async () => {
    expect((await get('staff', '/api/guardian/list')).statusCode).toBe(200);
    expect((await get('sarah', '/api/guardian/list')).statusCode).toBe(403);
    expect((await get('tablet', '/api/guardian/list')).statusCode).toBe(403);
    expect((await get('mapleDirector', '/api/guardian/list')).json<GuardianListDto>().total).toBe(0);
    expect((await get('director', '/api/guardian/list', { pageSize: 101 })).statusCode).toBe(400);
  });
});

describe('GET /api/guardian/byId', () => {
  it('shows a director everything, with the account', async () => {
    const res = await record('director', sarahId);
    expect(res.statusCode).toBe(200);
    expect(res.json<GuardianRecordDto>()).toMatchObject({
      firstName: 'Sarah',
      language: 'en',
      phones: { mobile: US('4165550123'), home: null, work: null },
      relations: [
        { child: { id: emma.id, label: 'Emma Thompson' }, relation: 'mother' },
        { child: { id: noah.id, label: 'Noah Thompson' }, relation: 'mother' },
      ],
      accountHolder: true,
      receivesInvoices: false,
      address: { line: '12 Maple Street', city: 'Toronto', province: null, postalCode: null },
      employment: { employer: 'Maple Bank', workPhone: null, workAddress: null },
      custodyNotes: 'Shared custody',
      account: { emailConfirmed: true, locked: false, invitedAt: null, lastSignInAt: expect.any(String) },
      canSeePrivate: true,
      canEdit: true,
    });
  });

  it('shows the guardian themself their private parts but not the account', async () => {
    expect((await record('sarah', sarahId)).json<GuardianRecordDto>()).toMatchObject({ custodyNotes: 'Shared custody', account: null, canSeePrivate: true, canEdit: true });
  });

  it("shows staff and the family's other guardian names, phones and relations only", async () => {
    for (const persona of ['staff', 'mark'] as const) {
      const seen = (await record(persona, sarahId)).json<GuardianRecordDto>();
      expect(seen).toMatchObject({ address: null, employment: null, custodyNotes: null, account: null, canSeePrivate: false, canEdit: false });
      expect(seen.phones.mobile).toEqual(US('4165550123'));
      expect(seen.relations).toHaveLength(2);
    }
  });

  it("answers 404 for another family's guardian or another daycare's, 403 for a tablet", async () => {
    expect((await record('otherGuardian', sarahId)).statusCode).toBe(404);
    expect((await record('mapleDirector', sarahId)).statusCode).toBe(404);
    expect((await record('director', 999_999)).statusCode).toBe(404);
    expect((await record('tablet', sarahId)).statusCode).toBe(403);
  });

  it('calls a guardian with three wrong passwords in a row locked', async () => {
    const { email } = (await record('director', markId)).json<GuardianRecordDto>();
    await ds.query(`INSERT INTO login_throttle (key, failures, last_failure_at) VALUES ($1, 3, $2)`, [`account:${email}`, NOW]);
    expect((await record('director', markId)).json<GuardianRecordDto>().account?.locked).toBe(true);
    await ds.query(`DELETE FROM login_throttle WHERE key = $1`, [`account:${email}`]);
  });
});

describe('POST /api/guardian/create', () => {
  const form = (email: string) => ({ familyId: thompsons, firstName: 'Rosa', lastName: 'Lima', email, relation: 'grandparent', mobile: { country: 'BR', number: '11987654321' }, language: 'pt-BR', sendInvitation: true });

  it("adds a guardian to the family, related to every child, and e-mails an invitation in the guardian's language", async () => {
    const res = await post('director', '/api/guardian/create', form('Rosa.Lima@Family.test'));
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: number }>();
    const created = (await record('director', id)).json<GuardianRecordDto>();
    expect(created).toMatchObject({ email: 'rosa.lima@family.test', familyId: thompsons, language: 'pt-BR', phones: { mobile: { country: 'BR', number: '11987654321' } } });
    expect(created.relations.map((relation) => relation.relation)).toEqual(['grandparent', 'grandparent']);
    expect(await ds.query(`SELECT daycare_id AS "daycareId", relationship FROM user_daycare WHERE user_id = $1`, [id])).toEqual([{ daycareId: acorns.id, relationship: RelationshipKind.Guardian }]);
    expect(created.account).toMatchObject({ emailConfirmed: false, lastSignInAt: null, invitedAt: NOW.toISOString() });
    const mail = await latestMailTo(ds, 'rosa.lima@family.test');
    expect(mail.subject).toBe('Little Acorns convida você para o Daycare');
    expect(mail.textBody).toContain(`http://localhost:80/account/forgot-password/rosa.lima%40family.test/${codeIn(mail)}`);
    expect(await auditOf('guardian.create', id)).toEqual([{ actorId: expect.any(Number), detail: { before: {}, after: expect.objectContaining({ email: 'rosa.lima@family.test', invited: true }) } }]);
  });

  it('lets the invited guardian choose a password with the mailed code', async () => {
    await post('director', '/api/guardian/create', form('ana.lima@family.test'));
    const code = codeIn(await latestMailTo(ds, 'ana.lima@family.test'));
    const password = 'A longer passphrase 42';
    const headers = await anonymousCsrf(gateway);
    const reset = await gateway.request({ method: 'POST', url: '/api/account/resetPassword', payload: { email: 'ana.lima@family.test', code, password }, headers });
    expect(reset.statusCode).toBeLessThan(300);
    expect((await signIn(gateway, 'ana.lima@family.test', password)).user).toMatchObject({ email: 'ana.lima@family.test' });
  });

  it('sends nothing without an invitation', async () => {
    const res = await post('director', '/api/guardian/create', { ...form('quiet@family.test'), sendInvitation: false, mobile: undefined, language: undefined });
    expect(res.statusCode).toBe(200);
    expect(await mailsTo(ds, 'quiet@family.test')).toEqual([]);
    expect((await record('director', res.json<{ id: number }>().id)).json<GuardianRecordDto>()).toMatchObject({ language: 'en', account: { invitedAt: null } });
  });

  it('refuses an e-mail that already has an account, a bad phone, and a family of another daycare', async () => {
    const { email } = (await record('director', sarahId)).json<GuardianRecordDto>();
    const taken = await post('director', '/api/guardian/create', form(email));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().message).toBe('This e-mail address already has an account');
    const badPhone = await post('director', '/api/guardian/create', { ...form('bad.phone@family.test'), mobile: { country: 'US', number: '41655501' } });
    expect(badPhone.statusCode).toBe(400);
    expect(JSON.stringify(badPhone.json().message)).toMatch(/10 for a US number/);
    expect((await post('mapleDirector', '/api/guardian/create', form('maple@family.test'))).statusCode).toBe(404);
  });

  it('is for directors only', async () => {
    expect((await post('staff', '/api/guardian/create', form('x1@family.test'))).statusCode).toBe(403);
    expect((await post('sarah', '/api/guardian/create', form('x2@family.test'))).statusCode).toBe(403);
  });
});

describe('the guardian updates', () => {
  it('lets the guardian themself change their name, audited with before and after', async () => {
    const res = await post('sarah', '/api/guardian/updateName', { guardianId: sarahId, firstName: 'Sara', lastName: 'Thompson' });
    expect(res.statusCode).toBe(200);
    expect(res.json<GuardianRecordDto>()).toMatchObject({ firstName: 'Sara', label: 'Sara Thompson' });
    expect(await auditOf('guardian.updateName', sarahId)).toEqual([{ actorId: sarahId, detail: { before: { firstName: 'Sarah' }, after: { firstName: 'Sara' } } }]);
  });

  it("refuses the family's other guardian and staff (403), another family (404)", async () => {
    const body = { guardianId: sarahId, firstName: 'X', lastName: 'Y' };
    expect((await post('mark', '/api/guardian/updateName', body)).statusCode).toBe(403);
    expect((await post('staff', '/api/guardian/updateName', body)).statusCode).toBe(403);
    expect((await post('otherGuardian', '/api/guardian/updateName', body)).statusCode).toBe(404);
  });

  it('changes the address, employment and phones', async () => {
    const address = await post('director', '/api/guardian/updateAddress', { guardianId: markId, line: '3 Oak Road', city: 'Toronto', province: 'ON', postalCode: ' ' });
    expect(address.json<GuardianRecordDto>().address).toEqual({ line: '3 Oak Road', city: 'Toronto', province: 'ON', postalCode: null });
    const work = await post('mark', '/api/guardian/updateEmployment', { guardianId: markId, employer: 'City Hospital', workPhone: US('4165550100'), workAddress: null });
    expect(work.json<GuardianRecordDto>()).toMatchObject({ employment: { employer: 'City Hospital', workPhone: US('4165550100'), workAddress: null }, phones: { work: US('4165550100') } });
    const phones = await post('mark', '/api/phone/update', { guardianId: markId, mobile: { country: 'BR', number: '1187654321' }, home: US('4165550111'), work: null });
    expect(phones.json<GuardianRecordDto>().phones).toEqual({ mobile: { country: 'BR', number: '1187654321' }, home: US('4165550111'), work: null });
    expect(await auditOf('guardian.updatePhones', markId)).toEqual([
      { actorId: markId, detail: { before: { mobile: null, home: null, work: US('4165550100') }, after: { mobile: { country: 'BR', number: '1187654321' }, home: US('4165550111'), work: null } } },
    ]);
  });

  it('refuses phones that are not digits of the right length for their country', async () => {
    for (const mobile of [{ country: 'US', number: '(416) 555-0123' }, { country: 'BR', number: '119876543' }, { country: 'FR', number: '0612345678' }, '4165550123']) {
      const res = await post('director', '/api/phone/update', { guardianId: markId, mobile, home: null, work: null });
      expect(res.statusCode).toBe(400);
    }
  });

  it('moves the account holder, sets relations and invoices; only a director changes custody notes', async () => {
    const general = { guardianId: markId, language: 'pt-BR', relations: [{ childId: emma.id, relation: 'father' }], custodyNotes: null, accountHolder: true, receivesInvoices: true };
    const res = await post('mark', '/api/guardian/updateGeneral', general);
    expect(res.statusCode).toBe(200);
    expect(res.json<GuardianRecordDto>()).toMatchObject({ language: 'pt-BR', accountHolder: true, receivesInvoices: true, relations: [{ relation: 'father' }, { relation: 'guardian' }] });
    expect((await record('director', sarahId)).json<GuardianRecordDto>().accountHolder).toBe(false);
    const custody = await post('mark', '/api/guardian/updateGeneral', { ...general, custodyNotes: 'Mine now' });
    expect(custody.statusCode).toBe(403);
    const { custodyNotes, ...withoutNotes } = general;
    expect((await post('mark', '/api/guardian/updateGeneral', withoutNotes)).json<GuardianRecordDto>().custodyNotes).toBe(custodyNotes);
    const byDirector = await post('director', '/api/guardian/updateGeneral', { ...general, custodyNotes: 'Court order on file', accountHolder: false });
    expect(byDirector.json<GuardianRecordDto>()).toMatchObject({ custodyNotes: 'Court order on file', accountHolder: false });
    const last = (await auditOf('guardian.updateGeneral', markId)).pop();
    expect(last.detail).toEqual({ before: { custodyNotes: null, accountHolder: true }, after: { custodyNotes: 'Court order on file', accountHolder: false } });
  });

  it("refuses relations to a child outside the guardian's family", async () => {
    const [liam] = await ds.query(`SELECT id FROM child WHERE first_name = 'Liam'`);
    const res = await post('director', '/api/guardian/updateGeneral', { guardianId: markId, language: 'en', relations: [{ childId: liam.id, relation: 'father' }], custodyNotes: null, accountHolder: false, receivesInvoices: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("relations must name only children of the guardian's family");
  });
});

describe('the guardian account', () => {
  it('changes the e-mail to a free one, unconfirmed, and mails a confirmation code there', async () => {
    const res = await post('director', '/api/guardian/updateAccount', { guardianId: otherId, email: 'linh.new@family.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json<GuardianRecordDto>()).toMatchObject({ email: 'linh.new@family.test', account: { emailConfirmed: false } });
    expect((await latestMailTo(ds, 'linh.new@family.test')).subject).toBe('Confirm your new Daycare e-mail address');
    const taken = await post('director', '/api/guardian/updateAccount', { guardianId: otherId, email: (await record('director', sarahId)).json<GuardianRecordDto>().email });
    expect(taken.statusCode).toBe(400);
    expect((await post('sarah', '/api/guardian/updateAccount', { guardianId: sarahId, email: 'sarah.new@family.test' })).statusCode).toBe(403);
  });

  it('resends an invitation until the guardian has a password', async () => {
    const created = await post('director', '/api/guardian/create', { familyId: thompsons, firstName: 'Ines', lastName: 'Lima', email: 'ines@family.test', relation: 'other', sendInvitation: false });
    const { id } = created.json<{ id: number }>();
    const res = await post('director', '/api/guardian/resendInvitation', { guardianId: id });
    expect(res.statusCode).toBe(200);
    expect(res.json<GuardianRecordDto>().account?.invitedAt).toBe(NOW.toISOString());
    expect(await mailsTo(ds, 'ines@family.test')).toHaveLength(1);
    const refused = await post('director', '/api/guardian/resendInvitation', { guardianId: sarahId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/already chosen a password/);
    expect((await post('staff', '/api/guardian/resendInvitation', { guardianId: id })).statusCode).toBe(403);
  });
});

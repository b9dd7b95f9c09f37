import { RelationshipKind, UserType } from '@daycare/shared';
import type { LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import { createDaycare, type CreatedDaycare, createUser, type CreatedUser } from '../../../test/factories';
import { latestMailTo } from '../../../test/mailbox';
import { type SessionHeaders, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { AuditLog } from '../audit/audit-log.entity';
import { UserDaycare } from '../users/user-daycare.entity';

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;
let acornsAdmin: SessionHeaders;
let mapleAdmin: SessionHeaders;
let superUser: SessionHeaders;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns Early Learning');
  maple = await createDaycare(ds, 'Maple Grove Child Care');
  const signedIn = async (user: Promise<CreatedUser>) => (await signIn(gateway, (await user).email)).headers;
  acornsAdmin = await signedIn(createUser(ds, { type: UserType.Admin, daycareId: acorns.id, roles: ['DIRECTOR'] }));
  mapleAdmin = await signedIn(createUser(ds, { type: UserType.Admin, daycareId: maple.id, roles: ['DIRECTOR'] }));
  superUser = await signedIn(createUser(ds, { type: UserType.Super }));
});

afterAll(async () => {
  await gateway.close();
});

const post = (url: string, payload: object, headers: SessionHeaders): Promise<LightMyRequestResponse> =>
  gateway.request({ method: 'POST', url: `/api${url}`, headers: { ...headers }, payload });
const pending = async (headers: SessionHeaders) => (await gateway.request({ url: '/api/account/pendingAccess', headers })).json();
const membershipsOf = (userId: number) => ds.getRepository(UserDaycare).findBy({ userId });

/** A Little Acorns guardian who asked to join Maple Grove. */
async function requestingGuardian(): Promise<{ guardian: CreatedUser; headers: SessionHeaders; accessId: number }> {
  const guardian = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
  const { headers } = await signIn(gateway, guardian.email);
  const res = await post('/account/requestAccess', { daycareId: maple.id }, headers);
  expect(res.statusCode).toBe(201);
  return { guardian, headers, accessId: res.json().id };
}

it('lets a guardian ask to join another daycare, once', async () => {
  const { guardian, headers, accessId } = await requestingGuardian();
  const again = await post('/account/requestAccess', { daycareId: maple.id }, headers);
  expect(again.statusCode).toBe(201);
  expect(again.json()).toEqual({ id: accessId });
  expect(await pending(mapleAdmin)).toContainEqual({
    id: accessId,
    gId: guardian.id,
    firstName: 'User',
    lastName: expect.stringMatching(/^Tester /),
    email: guardian.email,
    daycare: { id: maple.id, label: maple.label },
    requestedAt: expect.any(String),
  });
});

it("shows an admin only their own daycare's requests, and Super every request", async () => {
  const { accessId } = await requestingGuardian();
  const ids = (list: { id: number }[]) => list.map((request) => request.id);
  expect(ids(await pending(acornsAdmin))).not.toContain(accessId);
  expect(ids(await pending(mapleAdmin))).toContain(accessId);
  expect(ids(await pending(superUser))).toContain(accessId);
});

it("answers 404 to an admin granting another daycare's request, and changes nothing", async () => {
  const { guardian, accessId } = await requestingGuardian();
  const res = await post('/account/grantAccess', { gId: guardian.id, accessId }, acornsAdmin);
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ message: 'This access request was not found' });
  expect(await membershipsOf(guardian.id)).toHaveLength(1);
});

it("makes the guardian a member once the daycare's admin grants the request", async () => {
  const { guardian, accessId } = await requestingGuardian();
  const res = await post('/account/grantAccess', { gId: guardian.id, accessId }, mapleAdmin);
  expect(res.statusCode).toBe(200);

  expect(await membershipsOf(guardian.id)).toContainEqual(
    expect.objectContaining({ userId: guardian.id, daycareId: maple.id, relationship: RelationshipKind.Guardian }),
  );
  expect((await pending(mapleAdmin)).map((request: { id: number }) => request.id)).not.toContain(accessId);
  expect(await ds.getRepository(AuditLog).findOneBy({ action: 'access.grant', target: `user:${guardian.id}` })).toMatchObject({ daycareId: maple.id });
  expect((await latestMailTo(ds, guardian.email)).subject).toBe('Maple Grove Child Care is now in your Daycare account');
  expect((await post('/account/grantAccess', { gId: guardian.id, accessId }, mapleAdmin)).statusCode).toBe(404);
});

it('tells a guardian who reads Portuguese in Portuguese', async () => {
  const { guardian, headers, accessId } = await requestingGuardian();
  expect((await post('/user/setLanguage', { language: 'pt-BR' }, headers)).statusCode).toBe(200);
  expect((await post('/account/grantAccess', { gId: guardian.id, accessId }, mapleAdmin)).statusCode).toBe(200);
  const mail = await latestMailTo(ds, guardian.email);
  expect(mail.subject).toBe('A creche Maple Grove Child Care agora está na sua conta do Daycare');
  expect(mail.textBody).toBe(
    'Olá, User!\n\nA creche Maple Grove Child Care aceitou o seu pedido. Entre no Daycare para vê-la entre as suas creches.\n\nEquipe Daycare',
  );
});

it('lets Super grant any request, and refuses a request id with the wrong guardian', async () => {
  const { guardian, accessId } = await requestingGuardian();
  const other = await requestingGuardian();
  expect((await post('/account/grantAccess', { gId: other.guardian.id, accessId }, superUser)).statusCode).toBe(404);
  expect((await post('/account/grantAccess', { gId: guardian.id, accessId }, superUser)).statusCode).toBe(200);
  expect((await membershipsOf(guardian.id)).map((membership) => membership.daycareId).sort()).toEqual([acorns.id, maple.id].sort());
});

it('refuses a request for a daycare the guardian belongs to or that does not exist', async () => {
  const guardian = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
  const { headers } = await signIn(gateway, guardian.email);
  const member = await post('/account/requestAccess', { daycareId: acorns.id }, headers);
  expect(member.json()).toMatchObject({ statusCode: 409, message: 'You already belong to this daycare' });
  expect((await post('/account/requestAccess', { daycareId: 999_999 }, headers)).statusCode).toBe(404);
});

it('is for guardians to ask and admins to answer', async () => {
  const guardian = await createUser(ds, { type: UserType.User, daycareId: acorns.id });
  const { headers } = await signIn(gateway, guardian.email);
  expect((await post('/account/requestAccess', { daycareId: maple.id }, acornsAdmin)).statusCode).toBe(403);
  expect((await gateway.request({ url: '/api/account/pendingAccess', headers })).statusCode).toBe(403);
  expect((await post('/account/grantAccess', { gId: guardian.id, accessId: 1 }, headers)).statusCode).toBe(403);
});

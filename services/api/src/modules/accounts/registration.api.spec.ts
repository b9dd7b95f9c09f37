import { PASSWORD_PROBLEMS, RelationshipKind, UserType } from '@daycare/shared';
import type { LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import { createDaycare, type CreatedDaycare, createUser } from '../../../test/factories';
import { codeIn, latestMailTo, mailsTo } from '../../../test/mailbox';
import { anonymousCsrf, type SessionHeaders, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { AuditLog } from '../audit/audit-log.entity';
import { UserDaycare } from '../users/user-daycare.entity';
import { User } from '../users/user.entity';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let daycare: CreatedDaycare;

const PASSWORD = 'maple syrup on pancakes';
const START = new Date('2026-03-02T09:00:00Z');
const MINUTE = 60_000;
const INVALID_CODE = { statusCode: 400, message: 'This confirmation code is not valid or has expired' };
const REGISTERED = (email: string) => ({ email, message: 'Check your inbox for a confirmation code' });

let emails = 0;
const newEmail = () => `guardian${++emails}@family.test`;

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  daycare = await createDaycare(ds, 'Little Acorns Early Learning');
});

beforeEach(() => clock.set(START));

afterAll(async () => {
  await gateway.close();
});

async function post(url: string, payload: object, headers?: SessionHeaders): Promise<LightMyRequestResponse> {
  return gateway.request({ method: 'POST', url: `/api${url}`, headers: { ...(headers ?? (await anonymousCsrf(gateway))) }, payload });
}

const register = (form: Record<string, unknown>) =>
  post('/register/createUser', { firstName: 'Sarah', lastName: 'Thompson', email: newEmail(), password: PASSWORD, ...form });
const confirm = (email: string, code: string) => post('/user/confirmEmail', { email, code });
const userByEmail = (email: string) => ds.getRepository(User).findOneByOrFail({ email });

/** A registered (unconfirmed) guardian and the code mailed to them. */
async function registered(form: Record<string, unknown> = {}): Promise<{ email: string; code: string }> {
  const email = newEmail();
  expect((await register({ email, ...form })).statusCode).toBe(201);
  return { email, code: codeIn(await latestMailTo(ds, email)) };
}

describe('registration and e-mail confirmation', () => {
  it('registers a guardian, mails a code, confirms the address, and the guardian signs in', async () => {
    const res = await register({ email: ' Sarah.Thompson@Family.test ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(REGISTERED('sarah.thompson@family.test'));

    const user = await userByEmail('sarah.thompson@family.test');
    expect(user).toMatchObject({ firstName: 'Sarah', lastName: 'Thompson', type: UserType.User, emailConfirmed: false, registerProgress: 1, language: 'en' });
    expect(await ds.getRepository(UserDaycare).findBy({ userId: user.id })).toEqual([]);
    const mail = await latestMailTo(ds, 'sarah.thompson@family.test');
    expect(mail.subject).toBe('Your Daycare confirmation code');
    expect(mail.textBody).toMatch(/^Hi Sarah,/);

    const confirmed = await confirm('sarah.thompson@family.test', codeIn(mail));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ emailConfirmed: true });

    const session = await signIn(gateway, 'sarah.thompson@family.test', PASSWORD);
    expect(session.user).toMatchObject({ emailConfirmed: true, registerProgress: 1, profileComplete: false, daycare: null });
    expect(await ds.getRepository(AuditLog).findOneBy({ action: 'account.register', actorId: user.id })).toMatchObject({ target: `user:${user.id}` });
  });

  it("makes a guardian registering from a daycare's link a member of that daycare at once", async () => {
    const { email, code } = await registered({ daycareId: daycare.id });
    const user = await userByEmail(email);
    expect(user.registerProgress).toBe(2);
    expect(await ds.getRepository(UserDaycare).findBy({ userId: user.id })).toEqual([
      expect.objectContaining({ userId: user.id, daycareId: daycare.id, relationship: RelationshipKind.Guardian }),
    ]);
    await confirm(email, code);
    expect((await signIn(gateway, email, PASSWORD)).user.daycare).toEqual({ id: daycare.id, label: daycare.label });
  });

  it('refuses a wrong code, and the right code for another address', async () => {
    const { email, code } = await registered();
    const other = await registered();
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    for (const [address, tried] of [[email, wrong], [other.email, code], ['nobody@family.test', code]]) {
      const res = await confirm(address, tried);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject(INVALID_CODE);
    }
    expect((await confirm(email, 'abc')).json()).toMatchObject({ statusCode: 400, message: [INVALID_CODE.message] });
    expect((await userByEmail(email)).emailConfirmed).toBe(false);
    expect((await confirm(email, code)).statusCode).toBe(200);
  });

  it('refuses an expired code (30 minutes) and a code used already', async () => {
    const late = await registered();
    clock.set(new Date(START.getTime() + 30 * MINUTE));
    expect((await confirm(late.email, late.code)).json()).toMatchObject(INVALID_CODE);

    const used = await registered();
    expect((await confirm(used.email, used.code)).statusCode).toBe(200);
    expect((await confirm(used.email, used.code)).json()).toMatchObject(INVALID_CODE);
  });

  it('burns the code after five wrong guesses', async () => {
    const { email, code } = await registered();
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 5; guess++) expect((await confirm(email, wrong)).statusCode).toBe(400);
    expect((await confirm(email, code)).json()).toMatchObject(INVALID_CODE);
  });

  it('resends a new code that replaces the old one', async () => {
    const { email, code: first } = await registered();
    const res = await post('/register/resendConfirmEmail', { email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'If an account needs confirming, a new code is on its way' });

    const second = codeIn(await latestMailTo(ds, email));
    expect(await mailsTo(ds, email)).toHaveLength(2);
    expect((await confirm(email, first)).statusCode).toBe(400);
    expect((await confirm(email, second)).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or a confirmed address the same way, and mails nothing', async () => {
    const { email, code } = await registered();
    await confirm(email, code);
    for (const address of [email, 'nobody@family.test']) {
      const res = await post('/register/resendConfirmEmail', { email: address });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: 'If an account needs confirming, a new code is on its way' });
    }
    expect(await mailsTo(ds, email)).toHaveLength(1);
    expect(await mailsTo(ds, 'nobody@family.test')).toEqual([]);
  });
});

describe("registration in the visitor's language", () => {
  it('keeps the language the visitor read the form in, and mails the code in it', async () => {
    const { email, code } = await registered({ language: 'pt-BR' });
    expect((await userByEmail(email)).language).toBe('pt-BR');
    const mail = await latestMailTo(ds, email);
    expect(mail.subject).toBe('Seu código de confirmação do Daycare');
    expect(mail.textBody).toBe(
      `Olá, Sarah!\n\nBoas-vindas ao Daycare! Seu código de confirmação é ${code}.\n\n` +
        'Digite-o na página de confirmação para terminar de criar sua conta. Ele vale por 30 minutos.\n\n' +
        'Se você não criou uma conta, pode ignorar este e-mail.\n\nEquipe Daycare',
    );

    expect((await post('/register/resendConfirmEmail', { email })).statusCode).toBe(202);
    expect((await latestMailTo(ds, email)).subject).toBe('Seu código de confirmação do Daycare');
    expect((await confirm(email, codeIn(await latestMailTo(ds, email)))).statusCode).toBe(200);
    expect((await signIn(gateway, email, PASSWORD)).user.language).toBe('pt-BR');
  });

  it('writes the English e-mail, word for word, when no language is given', async () => {
    const { email, code } = await registered();
    expect((await latestMailTo(ds, email)).textBody).toBe(
      `Hi Sarah,\n\nWelcome to Daycare! Your confirmation code is ${code}.\n\n` +
        'Enter it on the confirmation page to finish setting up your account. It works for 30 minutes.\n\n' +
        'If you did not create an account, you can ignore this e-mail.\n\nThe Daycare team',
    );
  });

  it.each([['pt'], ['fr'], [''], [42]])('refuses the language %p with a message a person can act on, and creates nothing', async (language) => {
    const email = newEmail();
    const res = await register({ email, language });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['language must be en or pt-BR']);
    expect(await ds.getRepository(User).countBy({ email })).toBe(0);
    expect(await mailsTo(ds, email)).toEqual([]);
  });

  it("tells the owner of a taken address in the owner's language, not the visitor's", async () => {
    const owner = await createUser(ds, { type: UserType.User, email: 'dona@family.test', language: 'pt-BR' });
    expect((await register({ email: owner.email, language: 'en' })).statusCode).toBe(201);
    const [notice] = await mailsTo(ds, owner.email);
    expect(notice.subject).toBe('Alguém tentou se cadastrar com o seu endereço de e-mail');
    expect(notice.textBody).toMatch(/^Olá, User!\n\nAlguém acabou de tentar criar uma conta no Daycare/);
    expect((await userByEmail(owner.email)).language).toBe('pt-BR');
  });
});

describe('an address that already has an account', () => {
  it('gets the same answer as a new one, and the owner is told instead (once an hour)', async () => {
    const owner = await createUser(ds, { type: UserType.User, email: 'owner@family.test' });
    const attempt = () => register({ email: 'Owner@Family.test', firstName: 'Mallory' });

    const res = await attempt();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(REGISTERED('owner@family.test'));
    await attempt();

    const mails = await mailsTo(ds, 'owner@family.test');
    expect(mails.map((mail) => mail.subject)).toEqual(['Someone tried to register with your e-mail address']);
    expect(mails[0].textBody).not.toMatch(/\d{6}/);
    expect(await ds.getRepository(User).countBy({ email: 'owner@family.test' })).toBe(1);
    await expect(signIn(gateway, owner.email, PASSWORD)).rejects.toThrow(/401/);
    expect((await signIn(gateway, owner.email, owner.password)).user.firstName).not.toBe('Mallory');

    clock.set(new Date(START.getTime() + 61 * MINUTE));
    await attempt();
    expect(await mailsTo(ds, 'owner@family.test')).toHaveLength(2);
  });
});

describe('what registration refuses', () => {
  it.each([
    ['password', PASSWORD_PROBLEMS.common],
    ['Short1!', 'Use at least 8 characters'],
    ['zzzzzzzzzz', PASSWORD_PROBLEMS.oneCharacter],
  ])('explains what is wrong with the password %p', async (password, problem) => {
    const email = newEmail();
    const res = await register({ email, password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([problem]);
    expect(await ds.getRepository(User).countBy({ email })).toBe(0);
  });

  it("refuses a password holding the e-mail's name", async () => {
    const res = await register({ email: 'jordan.lee@family.test', password: 'jordan.lee-rocks' });
    expect(res.json()).toMatchObject({ statusCode: 400, message: ['Leave your e-mail address out of the password'] });
  });

  it('names every missing or invalid field', async () => {
    const res = await post('/register/createUser', { firstName: '  ', email: 'not-an-address', password: PASSWORD, role: 'admin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        'firstName is required',
        'lastName must be text',
        'email must be an e-mail address, like name@example.com',
        'role is not a field this request accepts; remove it',
      ]),
    );
  });

  it('refuses a daycare link or a referral code that does not exist', async () => {
    const link = await register({ daycareId: 999_999 });
    expect(link.json()).toMatchObject({ statusCode: 400, message: 'This registration link is not valid, ask your daycare for a new one' });
    const referral = await register({ referralCode: 'NOSUCHCODE' });
    expect(referral.json()).toMatchObject({ statusCode: 400, message: 'This referral code is not valid' });
  });
});

describe('referrals', () => {
  it("shows the user's own code and records whose code they entered", async () => {
    const referrer = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
    const referrerCode = (await userByEmail(referrer.email)).referralCode;
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
    const { headers } = await signIn(gateway, guardian.email);

    const own = await gateway.request({ url: '/api/register/referral', headers });
    expect(own.json()).toEqual({ referralCode: (await userByEmail(guardian.email)).referralCode });

    const res = await post(`/register/updateReferral?referralCode=${referrerCode.toLowerCase()}`, {}, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ referredBy: 'User' });
    expect((await userByEmail(guardian.email)).referredById).toBe(referrer.id);
  });

  it("refuses an unknown code and the user's own code", async () => {
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
    const { headers } = await signIn(gateway, guardian.email);
    const ownCode = (await userByEmail(guardian.email)).referralCode;
    for (const code of ['NOSUCHCODE', ownCode]) {
      const res = await post(`/register/updateReferral?referralCode=${code}`, {}, headers);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'This referral code is not valid' });
    }
    expect((await userByEmail(guardian.email)).referredById).toBeNull();
  });

  it('records the referrer of a code given at registration', async () => {
    const referrer = await createUser(ds, { type: UserType.User });
    const { referralCode } = await userByEmail(referrer.email);
    const { email } = await registered({ referralCode });
    expect((await userByEmail(email)).referredById).toBe(referrer.id);
  });

  it('needs a signed-in user', async () => {
    expect((await gateway.request('/api/register/referral')).statusCode).toBe(401);
  });
});

describe("saving the guardian's profile", () => {
  const PROFILE = { phone: '(613) 555-0142', address: '24 Maple Street', city: 'Ottawa', province: 'Ontario', postalCode: 'K1A 0B1' };

  it('completes the profile and moves registration on to step 3', async () => {
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id, profileComplete: false });
    const { headers } = await signIn(gateway, guardian.email);

    const res = await post('/register/saveProfile', { ...PROFILE, city: '  Ottawa ' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: guardian.id, profileComplete: true, registerProgress: 3, daycare: { id: daycare.id } });
    expect(await userByEmail(guardian.email)).toMatchObject(PROFILE);
  });

  it('keeps a registration that is further along where it is', async () => {
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
    await ds.getRepository(User).update(guardian.id, { registerProgress: 7 });
    const { headers } = await signIn(gateway, guardian.email);
    expect((await post('/register/saveProfile', PROFILE, headers)).json().user.registerProgress).toBe(7);
  });

  it('names what is wrong with the form and saves nothing', async () => {
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id, profileComplete: false });
    const { headers } = await signIn(gateway, guardian.email);
    const res = await post('/register/saveProfile', { ...PROFILE, phone: '555-01', city: ' ', postalCode: '#' }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      expect.arrayContaining([
        'phone must be a phone number, like (613) 555-0142',
        'city is required',
        'postalCode must be a postal or ZIP code, like K1A 0B1 or 90210',
      ]),
    );
    expect(await userByEmail(guardian.email)).toMatchObject({ profileComplete: false, phone: null });
  });

  it('is for guardians only', async () => {
    const staff = await createUser(ds, { type: UserType.Staff, daycareId: daycare.id });
    const { headers } = await signIn(gateway, staff.email);
    expect((await post('/register/saveProfile', PROFILE, headers)).statusCode).toBe(403);
  });
});

describe("reading the guardian's profile", () => {
  const PROFILE = { phone: '(613) 555-0142', address: '24 Maple Street', city: 'Ottawa', province: 'Ontario', postalCode: 'K1A 0B1' };
  const read = async (email: string) => gateway.request({ url: '/api/register/profile', headers: (await signIn(gateway, email)).headers });

  it('gives the guardian back what they saved, and only their own', async () => {
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id, profileComplete: false });
    const other = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
    await ds.getRepository(User).update(other.id, { ...PROFILE, phone: '(416) 555-0199' });
    const { headers } = await signIn(gateway, guardian.email);
    await post('/register/saveProfile', PROFILE, headers);
    const res = await read(guardian.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(PROFILE);
  });

  it('answers null for what was never saved', async () => {
    const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id, profileComplete: false });
    expect((await read(guardian.email)).json()).toEqual({ phone: null, address: null, city: null, province: null, postalCode: null });
  });

  it('is for guardians only, and for signed-in ones', async () => {
    const staff = await createUser(ds, { type: UserType.Staff, daycareId: daycare.id });
    expect((await read(staff.email)).statusCode).toBe(403);
    expect((await gateway.request('/api/register/profile')).statusCode).toBe(401);
  });
});

describe('the outbox', () => {
  it('lists the newest e-mails to Super only', async () => {
    clock.set(new Date(START.getTime() + 120 * MINUTE));
    const { email } = await registered();
    const superUser = await createUser(ds, { type: UserType.Super });
    const res = await gateway.request({ url: '/api/admin/outbox', headers: (await signIn(gateway, superUser.email)).headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toMatchObject({ to: email, subject: 'Your Daycare confirmation code', text: expect.stringMatching(/\d{6}/), sentAt: null });

    const admin = await createUser(ds, { type: UserType.Admin, daycareId: daycare.id, roles: ['DIRECTOR'] });
    expect((await gateway.request({ url: '/api/admin/outbox', headers: (await signIn(gateway, admin.email)).headers })).statusCode).toBe(403);
    expect((await gateway.request('/api/admin/outbox')).statusCode).toBe(401);
  });
});

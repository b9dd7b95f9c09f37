import { PASSWORD_PROBLEMS, UserType } from '@daycare/shared';
import type { LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import { createDaycare, type CreatedDaycare, createUser } from '../../../test/factories';
import { codeIn, latestMailTo, mailsTo } from '../../../test/mailbox';
import { anonymousCsrf, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ClockService } from '../../common/clock/clock.service';
import { AuditLog } from '../audit/audit-log.entity';
import { User } from '../users/user.entity';

let gateway: TestApp;
let ds: DataSource;
let clock: ClockService;
let daycare: CreatedDaycare;

const NEW_PASSWORD = 'a brand new lullaby';
const START = new Date('2026-03-02T09:00:00Z');
const CODE_SENT = { message: 'If an account uses this address, a reset code is on its way' };
const INVALID_CODE = { statusCode: 400, message: 'This reset code is not valid or has expired' };

beforeAll(async () => {
  gateway = await startTestApp();
  ds = gateway.app.get(DataSource);
  clock = gateway.app.get(ClockService);
  daycare = await createDaycare(ds, 'Maple Grove Child Care');
});

beforeEach(() => clock.set(START));

afterAll(async () => {
  await gateway.close();
});

async function post(url: string, payload: object): Promise<LightMyRequestResponse> {
  return gateway.request({ method: 'POST', url: `/api${url}`, headers: { ...(await anonymousCsrf(gateway)) }, payload });
}

const forgot = (email: string) => post('/account/forgotPassword', { email });
const reset = (email: string, code: string, password = NEW_PASSWORD) => post('/account/resetPassword', { email, code, password });
const login = (email: string, password: string) => post('/auth/login', { email, password });

/** A guardian who asked for a reset code, and that code. */
async function withResetCode(options: { emailConfirmed?: boolean; language?: 'en' | 'pt-BR' } = {}) {
  const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id, ...options });
  expect((await forgot(guardian.email)).statusCode).toBe(202);
  return { guardian, code: codeIn(await latestMailTo(ds, guardian.email)) };
}

it('replaces a forgotten password with a mailed code and signs the account out everywhere', async () => {
  const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
  const phone = await signIn(gateway, guardian.email);
  const laptop = await signIn(gateway, guardian.email);
  const whoAmI = (headers: typeof phone.headers) => gateway.request({ url: '/api/user/loggedInUser', headers });
  expect((await whoAmI(phone.headers)).statusCode).toBe(200);

  const requested = await forgot(guardian.email.toUpperCase());
  expect(requested.statusCode).toBe(202);
  expect(requested.json()).toEqual(CODE_SENT);
  const mail = await latestMailTo(ds, guardian.email);
  expect(mail.subject).toBe('Your Daycare password reset code');

  const res = await reset(guardian.email, codeIn(mail));
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ message: 'Your password has been changed' });

  for (const session of [phone, laptop]) {
    expect((await whoAmI(session.headers)).statusCode).toBe(401);
    expect((await post('/auth/refreshTokenV2', { token: session.refreshToken })).statusCode).toBe(401);
  }
  expect((await login(guardian.email, guardian.password)).statusCode).toBe(401);
  expect((await signIn(gateway, guardian.email, NEW_PASSWORD)).user.id).toBe(guardian.id);
  expect((await latestMailTo(ds, guardian.email)).subject).toBe('Your Daycare password was changed');
  expect(await ds.getRepository(AuditLog).findOneBy({ action: 'account.password-reset', actorId: guardian.id })).not.toBeNull();
});

it("writes the code and the notice of the change in the user's language", async () => {
  const { guardian, code } = await withResetCode({ language: 'pt-BR' });
  const codeMail = await latestMailTo(ds, guardian.email);
  expect(codeMail.subject).toBe('Seu código para redefinir a senha do Daycare');
  expect(codeMail.textBody).toBe(
    `Olá, User!\n\nSeu código para redefinir a senha é ${code}.\n\n` +
      'Digite-o na página de redefinição para escolher uma senha nova. Ele vale por 30 minutos.\n\n' +
      'Se você não pediu uma senha nova, pode ignorar este e-mail: sua senha não mudou.\n\nEquipe Daycare',
  );

  expect((await reset(guardian.email, code)).statusCode).toBe(200);
  const changed = await latestMailTo(ds, guardian.email);
  expect(changed.subject).toBe('Sua senha do Daycare foi alterada');
  expect(changed.textBody).toMatch(/^Olá, User!\n\nSua senha do Daycare acabou de ser alterada, e todos os aparelhos foram desconectados\./);
  expect(changed.textBody).toMatch(/\n\nEquipe Daycare$/);
});

it('confirms the address of an unconfirmed account, since the code reached its inbox', async () => {
  const { guardian, code } = await withResetCode({ emailConfirmed: false });
  await reset(guardian.email, code);
  expect(await ds.getRepository(User).findOneByOrFail({ id: guardian.id })).toMatchObject({ emailConfirmed: true });
});

it('answers an unknown address like a known one and mails nothing', async () => {
  const res = await forgot('nobody@family.test');
  expect(res.statusCode).toBe(202);
  expect(res.json()).toEqual(CODE_SENT);
  expect(await mailsTo(ds, 'nobody@family.test')).toEqual([]);
  expect((await reset('nobody@family.test', '123456')).json()).toMatchObject(INVALID_CODE);
});

it('refuses a wrong, an expired or a used code and keeps the old password', async () => {
  const { guardian, code } = await withResetCode();
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  expect((await reset(guardian.email, wrong)).json()).toMatchObject(INVALID_CODE);
  clock.set(new Date(START.getTime() + 30 * 60_000));
  expect((await reset(guardian.email, code)).json()).toMatchObject(INVALID_CODE);
  expect((await login(guardian.email, guardian.password)).statusCode).toBe(200);

  clock.set(START);
  const fresh = await withResetCode();
  expect((await reset(fresh.guardian.email, fresh.code)).statusCode).toBe(200);
  expect((await reset(fresh.guardian.email, fresh.code, 'yet another lullaby')).json()).toMatchObject(INVALID_CODE);
  expect((await login(fresh.guardian.email, NEW_PASSWORD)).statusCode).toBe(200);
});

it('lets the owner of an account slowed down by guessing ask for a code, reset, and sign in at once with the new password', async () => {
  const guardian = await createUser(ds, { type: UserType.User, daycareId: daycare.id });
  const guess = async () => gateway.request({
    method: 'POST', url: '/api/auth/login', remoteAddress: '203.0.113.7',
    headers: await anonymousCsrf(gateway), payload: { email: guardian.email, password: 'Not!ThePassword1' },
  });
  for (let failure = 1; failure <= 9; failure++) {
    clock.set(new Date(clock.now().getTime() + 2 * 60_000));
    expect((await guess()).statusCode).toBe(401);
  }
  expect((await login(guardian.email, guardian.password)).statusCode).toBe(429);

  expect((await forgot(guardian.email)).statusCode).toBe(202);
  const code = codeIn(await latestMailTo(ds, guardian.email));
  expect((await reset(guardian.email, code)).statusCode).toBe(200);
  expect((await login(guardian.email, NEW_PASSWORD)).statusCode).toBe(200);
  // The guessing address starts afresh too: its counter for this account went with the reset.
  expect((await guess()).statusCode).toBe(401);
});

it('does not use up the code on a password the policy refuses', async () => {
  const { guardian, code } = await withResetCode();
  const refused = await reset(guardian.email, code, 'Password123');
  expect(refused.statusCode).toBe(400);
  expect(refused.json().message).toEqual([PASSWORD_PROBLEMS.common]);
  expect((await reset(guardian.email, code)).statusCode).toBe(200);
});

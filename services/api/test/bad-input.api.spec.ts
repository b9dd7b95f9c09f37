// Input that once answered 500: each now answers 400 (413 for size) with a sentence naming the problem, and changes nothing.
import { Controller, Get, Module, Query } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Public } from '../src/common/authorization/access.decorators';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service';
import { anonymousCsrf, type SignedIn, signIn } from './sessions';
import { startTestApp, type TestApp } from './test-app';

const ID_RANGE = 'must be a whole number from 1 to 2147483647';
const UNSAFE_TEXT = 'holds a character that cannot be stored (a NUL or a broken Unicode character); remove it';

/** Casts a value the way a query that trusted its input would, so the database itself refuses it. */
@Controller('probe')
class DatabaseProbeController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('cast')
  @Public()
  async cast(@Query('value') value: string, @Query('type') type: string) {
    const [row] = await this.dataSource.query(`SELECT $1::${type === 'date' ? 'date' : 'int'} AS value`, [value]);
    return row;
  }

  @Get('missingTable')
  @Public()
  async missingTable() {
    return this.dataSource.query('SELECT * FROM no_such_table');
  }
}

@Module({ controllers: [DatabaseProbeController] })
class DatabaseProbeModule {}

let gateway: TestApp;
let director: SignedIn;
let superUser: SignedIn;

beforeAll(async () => {
  gateway = await startTestApp({}, { extraModules: [DatabaseProbeModule] });
  await gateway.app.get(DemoSeedService).seed();
  director = await signIn(gateway, 'director@demo.test');
  superUser = await signIn(gateway, 'super@demo.test');
});

afterAll(async () => {
  await gateway.close();
});

const get = (url: string, session: SignedIn = director) => gateway.request({ method: 'GET', url, headers: session.headers });
const post = (url: string, payload: unknown, session: SignedIn = director) =>
  gateway.request({ method: 'POST', url, headers: session.headers, payload: payload as Record<string, unknown> });
const postAnonymous = async (url: string, payload: unknown) =>
  gateway.request({ method: 'POST', url, headers: { ...(await anonymousCsrf(gateway)), 'content-type': 'application/json' }, payload: JSON.stringify(payload) });

describe('ids and counts beyond PostgreSQL integer', () => {
  it.each(['2147483648', '9007199254740993', '1e308', '-1', '0', '1.5', 'twelve'])('refuses ?id=%s with the range of an id', async (id) => {
    const res = await get(`/api/tablet/childById?id=${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`id ${ID_RANGE}`]);
  });

  it.each(['2147483648', '9007199254740993', '1e308'])('refuses {"childId": %s} in a body, and assigns no tag', async (childId) => {
    const before = await get('/api/Tags/List');
    const res = await gateway.request({
      method: 'POST',
      url: '/api/Tags/Assign',
      headers: { ...director.headers, 'content-type': 'application/json' },
      payload: `{"childId":${childId},"tagId":1}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`childId ${ID_RANGE}`]);
    expect((await get('/api/Tags/List')).body).toBe(before.body);
  });

  it('still takes the largest id, and answers 404 for a child that does not exist', async () => {
    expect((await get('/api/tablet/childById?id=2147483647')).statusCode).toBe(404);
  });

  it('refuses an id list holding one beyond range', async () => {
    const res = await post('/api/tablet/movePeople', { roomId: 1, children: [1, 2147483648] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`each of children ${ID_RANGE}`]);
  });
});

describe('paging', () => {
  it.each(['1e308', '2147483648', '100001'])('refuses audit page %s, which once reached SQL as an offset of Infinity', async (page) => {
    const res = await get(`/api/audit/list?page=${page}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['page must be a whole number from 1 to 100000']);
  });

  it('answers the last allowed page, empty', async () => {
    const res = await get('/api/audit/list?page=100000&pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});

describe('NUL and unpaired surrogates', () => {
  it('refuses a tag label holding NUL, naming the field, and creates no tag', async () => {
    const before = await get('/api/Tags/List');
    const res = await post('/api/Tags/Create', { label: 'a\u0000b' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`label ${UNSAFE_TEXT}`]);
    expect((await get('/api/Tags/List')).body).toBe(before.body);
  });

  it.each([
    ['NUL', 'parent\u0000@demo.test'],
    ['a lone high surrogate', '\ud800@demo.test'],
    ['a lone low surrogate', 'parent\udc00@demo.test'],
  ])('refuses sign-in with %s in the e-mail', async (_kind, email) => {
    const res = await postAnonymous('/api/auth/login', { email, password: 'Demo!2026' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`email ${UNSAFE_TEXT}`]);
  });

  it.each([
    ['/api/account/forgotPassword', { email: '\ud800@demo.test' }],
    ['/api/account/resetPassword', { email: '\ud800@demo.test', code: '123456', password: 'a long new password' }],
    ['/api/register/createUser', { firstName: 'Sam', lastName: 'Lee', email: '\ud800@demo.test', password: 'a long new password' }],
    ['/api/register/resendConfirmEmail', { email: '\ud800@demo.test' }],
    ['/api/user/confirmEmail', { email: '\ud800@demo.test', code: '123456' }],
  ])('refuses a lone surrogate in the e-mail of %s', async (url, payload) => {
    const res = await postAnonymous(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`email ${UNSAFE_TEXT}`]);
  });

  it('refuses a lone surrogate in the e-mail of a new Super admin', async () => {
    const res = await post('/api/userrole/addAdmin', { email: '\ud800@demo.test' }, superUser);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual([`email ${UNSAFE_TEXT}`]);
  });

  it('refuses NUL in a referral code, in a body and in a query', async () => {
    const created = await postAnonymous('/api/register/createUser', {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam.lee@example.com',
      password: 'a long new password',
      referralCode: 'AB\u0000CD',
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toEqual([`referralCode ${UNSAFE_TEXT}`]);
    const updated = await gateway.request({ method: 'POST', url: '/api/register/updateReferral?referralCode=AB%00CD', headers: director.headers });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().message).toEqual([`referralCode ${UNSAFE_TEXT}`]);
  });

  it('takes a well-formed pair of surrogates (an emoji) as text', async () => {
    const res = await post('/api/Tags/Create', { label: 'Sunny 😀' });
    expect(res.statusCode).toBe(200);
    expect(res.json().label).toBe('Sunny 😀');
  });
});

describe('deeply nested and oversized JSON', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const loginWith = async (extra: string) => {
    const started = performance.now();
    const res = await gateway.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...(await anonymousCsrf(gateway)), 'content-type': 'application/json' },
      payload: `{"email":"parent@demo.test","password":"Demo!2026","extra":${extra}}`,
    });
    return { res, ms: performance.now() - started };
  };

  it('refuses JSON nested 2,000 levels deep without signing in, quickly', async () => {
    const { res, ms } = await loginWith(nested(2000));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body nests deeper than 32 levels; send flatter JSON');
    expect(ms).toBeLessThan(500);
  });

  it('refuses a 1 MB nested body as too large, without stalling the event loop', async () => {
    const { res, ms } = await loginWith(nested(500_000));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/i);
    expect(ms).toBeLessThan(500);
    expect((await gateway.request('/api/health')).statusCode).toBe(200);
  });

  it('still takes JSON nested within the limit (and then refuses the unknown field by name)', async () => {
    const { res } = await loginWith(nested(30));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(['extra is not a field this request accepts; remove it']);
  });

  it('refuses a prototype-polluting key', async () => {
    const { res } = await loginWith('{"__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });
});

describe('values the database refuses', () => {
  it.each([
    ['2147483648', 'int', 'A number in the request is out of range; use a smaller number'],
    ['twelve', 'int', 'A value in the request is not in the form expected; check it'],
    ['2026-02-30', 'date', 'A date or time in the request is out of range; check it'],
  ])('answers 400 for %s as %s, without the SQL', async (value, type, message) => {
    const res = await gateway.request(`/api/probe/cast?value=${value}&type=${type}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: [message] });
  });

  it('still answers 500 for a failure that is not the input’s, without the SQL', async () => {
    const res = await gateway.request('/api/probe/missingTable');
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('no_such_table');
  });
});

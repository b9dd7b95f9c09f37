// The guard's checks through real requests, on handlers that exist only in this test.
import { Controller, Get, Module, Req } from '@nestjs/common';
import { DEFAULT_FEATURE_CONTROL, UserType } from '@daycare/shared';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { createDaycare, createUser, type CreatedDaycare } from '../../../test/factories';
import { countQueries } from '../../../test/query-counter';
import { type SignedIn, sessionFrom, signIn } from '../../../test/sessions';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { DaycareModule } from '../../modules/daycare/daycare.module';
import { FeatureControlService } from '../../modules/daycare/feature-control.service';
import { Authorize } from './access.decorators';
import { RequiresFeature } from './requires-feature.decorator';

@Controller('probe')
@Authorize()
class ProbeController {
  constructor(private readonly featureControl: FeatureControlService) {}

  @Get('plain')
  plain() {
    return { ok: true };
  }

  @Get('messages')
  @RequiresFeature('messages')
  messages() {
    return { ok: true };
  }

  /** Reads the switches again in the handler: the guard's read is reused. */
  @Get('menu')
  @RequiresFeature('menu')
  menu(@Req() request: FastifyRequest) {
    return this.featureControl.forRequest(request);
  }

  @Get('invoicing')
  @Authorize({ roles: ['INVOICING'] })
  invoicing() {
    return { ok: true };
  }

  @Get('internal')
  @Authorize({ roles: ['INTERNAL_STAFF'] })
  internal() {
    return { ok: true };
  }
}

@Module({ imports: [DaycareModule], controllers: [ProbeController] })
class ProbeModule {}

let gateway: TestApp;
let ds: DataSource;
let acorns: CreatedDaycare;
let maple: CreatedDaycare;

beforeAll(async () => {
  gateway = await startTestApp({}, { extraModules: [ProbeModule] });
  ds = gateway.app.get(DataSource);
  acorns = await createDaycare(ds, 'Little Acorns');
  maple = await createDaycare(ds, 'Maple Grove');
});

afterAll(async () => {
  await gateway.close();
});

const get = (session: SignedIn, url: string) => gateway.request({ method: 'GET', url, headers: session.headers });
const setFeature = (daycare: CreatedDaycare, flag: string, on: boolean) =>
  ds.query(`UPDATE feature_control SET ${flag} = $2 WHERE daycare_id = $1`, [daycare.id, on]);

async function signInAs(type: UserType, daycare: CreatedDaycare | undefined, roles: Parameters<typeof createUser>[1]['roles'] = []) {
  return signIn(gateway, (await createUser(ds, { type, daycareId: daycare?.id, roles })).email);
}

describe('@RequiresFeature', () => {
  it('answers 403 "This feature is turned off for your daycare" while the current daycare has it off', async () => {
    const staff = await signInAs(UserType.Staff, acorns);
    expect((await get(staff, '/api/probe/messages')).statusCode).toBe(200);

    await setFeature(acorns, 'messages', false);
    const res = await get(staff, '/api/probe/messages');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, message: 'This feature is turned off for your daycare' });
    expect((await get(staff, '/api/probe/plain')).statusCode).toBe(200);
    await setFeature(acorns, 'messages', true);
  });

  it('follows the current daycare, not the other daycares of the user', async () => {
    await setFeature(maple, 'messages', false);
    const director = await signInAs(UserType.Admin, acorns, ['DIRECTOR']);
    await ds.query('INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, 4)', [director.user.id, maple.id]);
    const inAcorns = sessionFrom(await gateway.request({ method: 'POST', url: '/api/daycare/changeCenter', headers: director.headers, payload: { id: acorns.id } }));
    expect((await get(inAcorns, '/api/probe/messages')).statusCode).toBe(200);
    const inMaple = sessionFrom(await gateway.request({ method: 'POST', url: '/api/daycare/changeCenter', headers: inAcorns.headers, payload: { id: maple.id } }));
    expect((await get(inMaple, '/api/probe/messages')).statusCode).toBe(403);
    await setFeature(maple, 'messages', true);
  });

  it('lets a user without a current daycare through: every feature is on there', async () => {
    await setFeature(acorns, 'messages', false);
    const superUser = await signInAs(UserType.Super, undefined);
    expect((await get(superUser, '/api/probe/messages')).statusCode).toBe(200);
    await setFeature(acorns, 'messages', true);
  });

  it('reads the switches once per request, and not at all for a handler without a feature', async () => {
    const staff = await signInAs(UserType.Staff, acorns);
    const featureReads = (url: string) => countQueries(() => get(staff, url), /feature_control/);
    expect(await featureReads('/api/probe/plain')).toBe(0);
    expect(await featureReads('/api/probe/messages')).toBe(1);

    let handlerAnswer: unknown;
    const reads = await countQueries(async () => (handlerAnswer = (await get(staff, '/api/probe/menu')).json()), /feature_control/);
    expect(handlerAnswer).toEqual(DEFAULT_FEATURE_CONTROL);
    expect(reads).toBe(1);
  });
});

describe('the role check (the role itself, or BUSINESS_MANAGER or DIRECTOR; Super passes as DIRECTOR)', () => {
  it('admits the holder of the role, and DIRECTOR or BUSINESS_MANAGER in its place', async () => {
    for (const roles of [['INVOICING'], ['DIRECTOR'], ['BUSINESS_MANAGER']] as const) {
      expect((await get(await signInAs(UserType.Staff, acorns, roles), '/api/probe/invoicing')).statusCode).toBe(200);
    }
  });

  it('refuses another role, and the roles held in another daycare', async () => {
    const staff = await signInAs(UserType.Staff, acorns, ['EMAILS']);
    const res = await get(staff, '/api/probe/invoicing');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You do not have access to this action');

    const elsewhere = await createUser(ds, { type: UserType.Staff, daycareId: maple.id, roles: ['INVOICING'] });
    await ds.query('INSERT INTO user_daycare (user_id, daycare_id, relationship) VALUES ($1, $2, 3)', [elsewhere.id, acorns.id]);
    const inMaple = await signIn(gateway, elsewhere.email);
    const inAcorns = sessionFrom(await gateway.request({ method: 'POST', url: '/api/daycare/changeCenter', headers: inMaple.headers, payload: { id: acorns.id } }));
    expect((await get(inAcorns, '/api/probe/invoicing')).statusCode).toBe(403);
  });

  it('needs exactly INTERNAL_STAFF for INTERNAL_STAFF: DIRECTOR, BUSINESS_MANAGER and Super do not pass', async () => {
    expect((await get(await signInAs(UserType.Staff, acorns, ['INTERNAL_STAFF']), '/api/probe/internal')).statusCode).toBe(200);
    expect((await get(await signInAs(UserType.Admin, acorns, ['DIRECTOR', 'BUSINESS_MANAGER']), '/api/probe/internal')).statusCode).toBe(403);
    expect((await get(await signInAs(UserType.Super, undefined), '/api/probe/internal')).statusCode).toBe(403);
  });

  it('lets a Super user pass every other role check, as DIRECTOR does', async () => {
    expect((await get(await signInAs(UserType.Super, undefined), '/api/probe/invoicing')).statusCode).toBe(200);
  });
});

import { PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { UserType } from '@daycare/shared';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ACCESS_RULE, PUBLIC_ACCESS } from './access.decorators';
import type { AuthenticatedUser } from './authenticated-user';
import { satisfiesRule } from './authorization.guard';

let gateway: TestApp;

beforeAll(async () => {
  gateway = await startTestApp();
});

afterAll(async () => {
  await gateway.close();
});

/** Every route handler of every controller the app serves, as `Controller.method`. */
function routeHandlers(): { name: string; handler: object; controller: object }[] {
  const scanner = new MetadataScanner();
  return new DiscoveryService(gateway.app.get(ModulesContainer))
    .getControllers()
    .flatMap(({ metatype }) => {
      const controller = metatype as unknown as { name: string; prototype: Record<string, object> };
      return scanner
        .getAllMethodNames(controller.prototype)
        .filter((method) => Reflect.hasMetadata(PATH_METADATA, controller.prototype[method]))
        .map((method) => ({ name: `${controller.name}.${method}`, handler: controller.prototype[method], controller }));
    });
}

it('declares who may call every handler (@Public or @Authorize)', () => {
  const handlers = routeHandlers();
  expect(handlers.map((h) => h.name)).toEqual(expect.arrayContaining(['HealthController.check', 'RoomController.list']));
  const undeclared = handlers
    .filter(({ handler, controller }) =>
      [PUBLIC_ACCESS, ACCESS_RULE].every((key) => !Reflect.hasMetadata(key, handler) && !Reflect.hasMetadata(key, controller)),
    )
    .map((h) => h.name);
  expect(undeclared).toEqual([]);
});

it('answers 401 "User not authenticated" to a protected handler without a signed-in user', async () => {
  const res = await gateway.request('/api/room/list');
  expect(res.statusCode).toBe(401);
  expect(res.json()).toMatchObject({ statusCode: 401, message: 'User not authenticated' });
});

describe('access rules', () => {
  const user = (type: UserType, roles: AuthenticatedUser['roles'] = []): AuthenticatedUser => ({ id: 1, type, daycareId: 1, roles, sessionId: 'session-1', impersonatorId: null });

  it('admits only the listed user types', () => {
    const staffTypes = { userTypes: [UserType.Staff, UserType.Admin, UserType.Super] };
    expect(satisfiesRule(user(UserType.Admin), staffTypes)).toBe(true);
    expect(satisfiesRule(user(UserType.User), staffTypes)).toBe(false);
    expect(satisfiesRule(user(UserType.Tablet), staffTypes)).toBe(false);
  });

  it('admits a held role, or DIRECTOR and BUSINESS_MANAGER for any role but INTERNAL_STAFF', () => {
    expect(satisfiesRule(user(UserType.Staff, ['INVOICING']), { roles: ['INVOICING'] })).toBe(true);
    expect(satisfiesRule(user(UserType.Staff, ['EMAILS']), { roles: ['INVOICING'] })).toBe(false);
    expect(satisfiesRule(user(UserType.Admin, ['DIRECTOR']), { roles: ['INVOICING'] })).toBe(true);
    expect(satisfiesRule(user(UserType.Admin, ['DIRECTOR']), { roles: ['INTERNAL_STAFF'] })).toBe(false);
  });

  it('needs both the user type and the role when a rule names both', () => {
    const rule = { userTypes: [UserType.Admin], roles: ['USER_ROLES'] as const };
    expect(satisfiesRule(user(UserType.Admin, ['USER_ROLES']), rule)).toBe(true);
    expect(satisfiesRule(user(UserType.Staff, ['USER_ROLES']), rule)).toBe(false);
  });
});

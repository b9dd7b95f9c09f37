// The module boundaries of the gateway: common/ imports no module; a module reaches another only
// through what that one exports (its index.ts or its *.module.ts file); modules import no cycle.
import path from 'node:path';
import { isPublicEntry, moduleCycles, moduleOf, relativeImports } from './import-graph';

/**
 * Deep imports that predate the check, to be removed as their modules gain an index.ts. The list
 * only shrinks: a new deep import fails, and so does a listed one that is gone (delete its line).
 */
const KNOWN_DEEP_IMPORTS: string[] = [
  'app.factory.ts -> modules/auth/session-hooks',
  'app.factory.ts -> modules/hub/hub-transport',
  'app.factory.ts -> modules/web/security-headers',
  'app.factory.ts -> modules/web/static-assets',
  'app.module.ts -> modules/jobs/nightly-cleanup/nightly-cleanup.module',
  'cli/seed-demo.ts -> modules/demo/demo-seed.service',
  'config.ts -> modules/web/remote-names',
  'database/entities.ts -> modules/accounts/access-request.entity',
  'database/entities.ts -> modules/accounts/one-time-code.entity',
  'database/entities.ts -> modules/attendance/attendance.entity',
  'database/entities.ts -> modules/audit/audit-log.entity',
  'database/entities.ts -> modules/auth/login-throttle.entity',
  'database/entities.ts -> modules/auth/refresh-token.entity',
  'database/entities.ts -> modules/auth/session.entity',
  'database/entities.ts -> modules/daycare/daycare.entity',
  'database/entities.ts -> modules/daycare/feature-control.entity',
  'database/entities.ts -> modules/mail/email-outbox.entity',
  'database/entities.ts -> modules/on-my-way/on-my-way.entity',
  'database/entities.ts -> modules/rooms/room.entity',
  'database/entities.ts -> modules/tags/tag.entity',
  'database/entities.ts -> modules/users/user-daycare.entity',
  'database/entities.ts -> modules/users/user-role.entity',
  'database/entities.ts -> modules/users/user.entity',
  'main.ts -> modules/demo/demo-seed.service',
  'modules/accounts/access-request.service.ts -> modules/audit/audit.service',
  'modules/accounts/access-request.service.ts -> modules/audit/request-actor',
  'modules/accounts/access-request.service.ts -> modules/daycare/daycare.entity',
  'modules/accounts/access-request.service.ts -> modules/users/user-daycare.entity',
  'modules/accounts/access-request.service.ts -> modules/users/user.entity',
  'modules/accounts/account.controller.ts -> modules/audit/request-actor',
  'modules/accounts/accounts.module.ts -> modules/users/user.entity',
  'modules/accounts/dto/account-responses.dto.ts -> modules/daycare/dto/daycare.dto',
  'modules/accounts/password-reset.service.ts -> modules/audit/audit.service',
  'modules/accounts/password-reset.service.ts -> modules/auth/login-throttle.service',
  'modules/accounts/password-reset.service.ts -> modules/auth/password-hasher',
  'modules/accounts/password-reset.service.ts -> modules/auth/session.service',
  'modules/accounts/password-reset.service.ts -> modules/users/user.entity',
  'modules/accounts/profile.service.ts -> modules/users/dto/logged-in-user.dto',
  'modules/accounts/profile.service.ts -> modules/users/logged-in-user.service',
  'modules/accounts/profile.service.ts -> modules/users/user.entity',
  'modules/accounts/register.controller.ts -> modules/users/dto/logged-in-user.dto',
  'modules/accounts/registration.service.ts -> modules/audit/audit.service',
  'modules/accounts/registration.service.ts -> modules/auth/password-hasher',
  'modules/accounts/registration.service.ts -> modules/daycare/daycare.entity',
  'modules/accounts/registration.service.ts -> modules/users/user-daycare.entity',
  'modules/accounts/registration.service.ts -> modules/users/user.entity',
  'modules/app-version/app-version.service.ts -> modules/web/web-paths',
  'modules/audit/audit-list.service.ts -> modules/daycare/daycare.entity',
  'modules/audit/audit-list.service.ts -> modules/users/user.entity',
  'modules/auth/auth.controller.ts -> modules/audit/request-actor',
  'modules/auth/auth.controller.ts -> modules/users/dto/logged-in-user.dto',
  'modules/auth/auth.module.ts -> modules/users/user-daycare.entity',
  'modules/auth/auth.module.ts -> modules/users/user-role.entity',
  'modules/auth/auth.module.ts -> modules/users/user.entity',
  'modules/auth/auth.service.ts -> modules/audit/audit.service',
  'modules/auth/auth.service.ts -> modules/audit/request-actor',
  'modules/auth/auth.service.ts -> modules/users/logged-in-user.service',
  'modules/auth/auth.service.ts -> modules/users/user-daycare.entity',
  'modules/auth/auth.service.ts -> modules/users/user.entity',
  'modules/auth/impersonation.service.ts -> modules/audit/audit.service',
  'modules/auth/impersonation.service.ts -> modules/audit/request-actor',
  'modules/auth/impersonation.service.ts -> modules/users/logged-in-user.service',
  'modules/auth/impersonation.service.ts -> modules/users/user-daycare.entity',
  'modules/auth/impersonation.service.ts -> modules/users/user-role.entity',
  'modules/auth/impersonation.service.ts -> modules/users/user.entity',
  'modules/auth/signed-in-user.service.ts -> modules/users/dto/logged-in-user.dto',
  'modules/auth/signed-in-user.service.ts -> modules/users/logged-in-user.service',
  'modules/charts/dto/chart.dto.ts -> modules/schedules/dto/schedule.dto',
  'modules/daycare/daycare.controller.ts -> modules/auth/signed-in-user.service',
  'modules/daycare/daycare.controller.ts -> modules/users/dto/logged-in-user.dto',
  'modules/daycare/daycare.service.ts -> modules/users/user-daycare.entity',
  'modules/daycare/feature-control.controller.ts -> modules/audit/request-actor',
  'modules/daycare/feature-control.service.ts -> modules/audit/audit.service',
  'modules/daycare/feature-control.service.ts -> modules/audit/request-actor',
  'modules/demo/demo-seed.service.ts -> modules/auth/password-hasher',
  'modules/demo/demo-seed.service.ts -> modules/daycare/daycare.entity',
  'modules/demo/demo-seed.service.ts -> modules/daycare/feature-control.entity',
  'modules/demo/demo-seed.service.ts -> modules/rooms/room.entity',
  'modules/demo/demo-seed.service.ts -> modules/users/user-daycare.entity',
  'modules/demo/demo-seed.service.ts -> modules/users/user-role.entity',
  'modules/demo/demo-seed.service.ts -> modules/users/user.entity',
  'modules/health/health.service.ts -> modules/app-version/app-version.service',
  'modules/health/health.service.ts -> modules/auth/session.service',
  'modules/health/health.service.ts -> modules/auth/token.service',
  'modules/hub/hub-access.service.ts -> modules/auth/session.service',
  'modules/hub/hub-access.service.ts -> modules/auth/token.service',
  'modules/jobs/nightly-cleanup/nightly-cleanup.service.ts -> modules/accounts/one-time-code.service',
  'modules/jobs/nightly-cleanup/nightly-cleanup.service.ts -> modules/auth/session.service',
  'modules/mail/mail.service.ts -> modules/jobs/jobs.service',
  'modules/roles/roles.module.ts -> modules/users/user-role.entity',
  'modules/roles/user-role.controller.ts -> modules/audit/request-actor',
  'modules/roles/user-roles.service.ts -> modules/audit/audit.service',
  'modules/roles/user-roles.service.ts -> modules/audit/request-actor',
  'modules/roles/user-roles.service.ts -> modules/users/user-daycare.entity',
  'modules/roles/user-roles.service.ts -> modules/users/user-role.entity',
  'modules/roles/user-roles.service.ts -> modules/users/user.entity',
  'modules/tags/tags.service.ts -> modules/rooms/room-errors',
  'modules/users/dto/logged-in-user.dto.ts -> modules/daycare/dto/daycare.dto',
  'modules/users/dto/logged-in-user.dto.ts -> modules/daycare/dto/feature-control.dto',
  'modules/users/dto/logged-in-user.dto.ts -> modules/roles/dto/role.dto',
  'modules/users/logged-in-user.service.ts -> modules/daycare/daycare.entity',
  'modules/users/logged-in-user.service.ts -> modules/daycare/dto/daycare.dto',
];
/** Module cycles that predate the check; the same rule as above. */
const KNOWN_CYCLES: string[] = [
  'accounts -> mail -> jobs -> accounts',
  'audit -> daycare -> audit',
  'audit -> daycare -> auth -> audit',
  'audit -> daycare -> auth -> users -> roles -> audit',
  'audit -> daycare -> users -> roles -> audit',
  'audit -> users -> daycare -> audit',
  'audit -> users -> daycare -> auth -> audit',
  'audit -> users -> roles -> audit',
  'auth -> users -> daycare -> auth',
  'daycare -> users -> daycare',
  'roles -> users -> roles',
];

const imports = relativeImports();

describe('the import graph of services/api/src', () => {
  it('has common/ import no module', () => {
    expect(imports.filter(({ from, to }) => from.startsWith('common/') && moduleOf(to)).map(({ from, to }) => `${from} -> ${to}`)).toEqual([]);
  });

  it('reaches another module only through its index.ts or module file', () => {
    const deep = imports.filter(({ from, to }) => moduleOf(to) !== null && moduleOf(to) !== moduleOf(from) && !isPublicEntry(to)).map(({ from, to }) => `${from} -> ${to}`);
    expect([...new Set(deep)].sort()).toEqual([...KNOWN_DEEP_IMPORTS].sort());
  });

  it('has no cycle between modules', () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) {
      const [a, b] = [moduleOf(from), moduleOf(to)];
      if (a && b && a !== b) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
    expect(moduleCycles(edges)).toEqual([...KNOWN_CYCLES].sort());
  });

  it('notices a deep import, a public entry and a cycle', () => {
    expect(isPublicEntry(path.join('modules', 'people', 'index.ts'))).toBe(true);
    expect(isPublicEntry(path.join('modules', 'people'))).toBe(true);
    expect(isPublicEntry(path.join('modules', 'people', 'people.service'))).toBe(false);
    expect(moduleCycles(new Map([['a', new Set(['b'])], ['b', new Set(['a'])]]))).toEqual(['a -> b -> a']);
  });
});

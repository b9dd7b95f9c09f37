import path from 'node:path';
import { DEFAULT_FEATURE_CONTROL, UserType } from '@daycare/shared';
import { REMOTE_NAMES, ROUTES, findRoute, mayOpen, ownerFor, routesOwnedBy, type RouteEntry } from './index';
import { specRoutePaths } from './spec-routes';

// The spec sits in the shared folder beside the workspace, here and in CI's fresh clone alike.
const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');
const SPEC = path.resolve(WORKSPACE_ROOT, '../shared/spec/daycare-spec.md');

function entry(routePath: string): RouteEntry {
  const found = ROUTES.find((route) => route.path === routePath);
  if (!found) throw new Error(`${routePath} is not in the manifest`);
  return found;
}

describe('the manifest against the specification\'s routes', () => {
  const manifestPaths = ROUTES.map((route) => route.path);
  let specPaths: string[];
  beforeAll(() => {
    specPaths = specRoutePaths(SPEC);
  });

  it('says where the spec was expected when it is missing', () => {
    expect(() => specRoutePaths('/nowhere/daycare-spec.md')).toThrow('The specification is missing: expected /nowhere/daycare-spec.md');
  });

  it('reads the spec route lists with alternations expanded', () => {
    expect(specPaths).toEqual(expect.arrayContaining([
      '/', '/guardians/update/employment/:guardianId', '/attendance/schedule/report',
      '/registeration/config/other/:isStaff', '/daycares', '/guardians/view/registration/:guardianId', '/logs/process',
    ]));
    expect(specPaths).not.toContain('/guardians/view/registration/:guardianId/');
    expect(specPaths).toHaveLength(234);
  });

  it('lists every route of the spec', () => {
    expect(specPaths.filter((p) => !manifestPaths.includes(p))).toEqual([]);
  });

  it('lists no route the spec does not', () => {
    expect(manifestPaths.filter((p) => !specPaths.includes(p))).toEqual([]);
  });

  it('has no duplicate paths', () => {
    expect(manifestPaths.filter((p, i) => manifestPaths.indexOf(p) !== i)).toEqual([]);
  });
});

describe('owners', () => {
  it('gives every public route to the shell first, and only the families\' home to a remote as well', () => {
    const publicRoutes = ROUTES.filter((route) => route.public);
    expect(publicRoutes.length).toBe(24);
    for (const route of publicRoutes) expect(route.owners).toEqual(route.path === '/home' ? ['shell', 'guardian'] : ['shell']);
    const home = ROUTES.find((route) => route.path === '/home') as RouteEntry;
    expect(ownerFor(home)).toBe('shell');
    expect(ownerFor(home, UserType.User)).toBe('guardian');
    expect(ownerFor(home, UserType.Admin)).toBe('shell');
  });

  it('gives every other route to at least one remote and never to the shell', () => {
    for (const route of ROUTES.filter((r) => !r.public)) {
      expect(route.owners.length).toBeGreaterThan(0);
      expect(route.owners.every((owner) => (REMOTE_NAMES as string[]).includes(owner))).toBe(true);
    }
  });

  it('gives tablet pages to the tablet, and weekly attendance to admins as well', () => {
    expect(entry('/tablet/search/child').owners).toEqual(['tablet']);
    expect(entry('/tablet/weeklyAttendance').owners).toEqual(['tablet', 'admin']);
    expect(entry('/tablet/people/move').userTypes).toEqual([UserType.Admin, UserType.Super]);
  });

  it("gives today's reports to admins and tablets, asking no role so that tablets pass", () => {
    expect(entry('/daily-report/today')).toMatchObject({ owners: ['admin', 'tablet'], feature: 'childDailyReport' });
    expect(entry('/daily-report/today').roles).toBeUndefined();
    expect(ownerFor(entry('/daily-report/today'), UserType.Tablet)).toBe('tablet');
    expect(ownerFor(entry('/daily-report/today'), UserType.Staff)).toBe('admin');
  });

  it('gives operations and log pages to the super remote', () => {
    for (const p of ['/super/admins', '/errors', '/errors/validation', '/diagnostics', '/logs/process']) {
      expect(entry(p).owners).toEqual(['super']);
    }
  });

  it('shares pages families and staff both use', () => {
    for (const p of ['/messages', '/messages/create/:toId?', '/daily-report/child/:childId/:reportId?', '/invoices/view/:invoiceId']) {
      expect(entry(p).owners).toEqual(expect.arrayContaining(['admin', 'guardian']));
    }
  });

  it('lists each remote\'s own pages', () => {
    for (const remote of REMOTE_NAMES) expect(routesOwnedBy(remote).length).toBeGreaterThan(5);
    expect(routesOwnedBy('guardian').map((r) => r.path)).toContain('/absence/:create?');
    expect(routesOwnedBy('shell').every((r) => r.public)).toBe(true);
  });
});

describe('access rules', () => {
  it('needs Admin or Super with USER_ROLES, and login, for user roles and account requests', () => {
    for (const p of ['/admin/user-roles', '/create-account-requests']) {
      expect(entry(p)).toMatchObject({ userTypes: [UserType.Admin, UserType.Super], roles: ['USER_ROLES'], requiresLogin: true });
    }
  });

  it('needs login for the three checklist pages', () => {
    for (const p of ['/checklists/templates', '/checklists/run/:templateId?', '/checklists/entries']) {
      expect(entry(p).requiresLogin).toBe(true);
    }
  });

  it('asks for the role each admin menu entry needs', () => {
    expect(entry('/invoices/list').roles).toEqual(['INVOICING']);
    expect(entry('/email/create/:inviteType?').roles).toEqual(['EMAILS']);
    expect(entry('/admin/lists').roles).toEqual(['CUSTOM_LISTS']);
    expect(entry('/admin/templates/list/:templateType?').roles).toEqual(['DOCUMENTS_STAFF']);
    expect(entry('/admin/dailyChecklist').roles).toEqual(['ROOM_DAILY_CHECKLIST']);
    expect(entry('/survey/admin').roles).toEqual(['SURVEYS']);
    expect(entry('/menu/admin').roles).toEqual(['FOOD_MENU']);
    expect(entry('/daycare/setup/:tab?').roles).toEqual(['DAYCARE_SETTING']);
    expect(entry('/admin/tablet/access').roles).toEqual(['TABLETS']);
  });

  it('asks for the roles admin menu entries need, and those the gateway asks of admin-only pages', () => {
    const asked = new Set(ROUTES.flatMap((route) => route.roles ?? []));
    expect([...asked].sort()).toEqual([
      'ATTENDANCE_CHILD', 'ATTENDANCE_STAFF', 'CHILD_DAILY_REPORT', 'CUSTOM_LISTS', 'DAYCARE_SETTING', 'DOCUMENTS_STAFF', 'EMAILS',
      'FOOD_MENU', 'INCIDENTS', 'INVOICING', 'ROOM_DAILY_CHECKLIST', 'SURVEYS', 'TABLETS', 'USER_ROLES',
    ]);
  });

  it('asks for no role on pages guardians open', () => {
    for (const route of routesOwnedBy('guardian')) expect(route.roles).toBeUndefined();
  });

  it('lets a guardian with an unfinished profile through the registration flow only', () => {
    const flagged = ROUTES.filter((r) => r.registrationPath).map((r) => r.path);
    expect(flagged).toEqual(expect.arrayContaining(['/register/continue/:daycareId?', '/sign-up/:code?', '/account/confirm-email/:email?/:code?']));
    expect(flagged).not.toContain('/registeration/config');
    expect(flagged).toContain('/logout');
    expect(flagged).not.toContain('/messages');
  });

  it('ties pages to their feature switch', () => {
    expect(entry('/messages').feature).toBe('messages');
    expect(entry('/permissions').feature).toBe('permissionForm');
    expect(entry('/tablet/dailyChecklist').feature).toBe('dailyChecklist');
  });

  it('gives every page a title and a summary', () => {
    for (const route of ROUTES) {
      expect(route.title.trim()).not.toBe('');
      expect(route.summary.length).toBeGreaterThan(15);
    }
  });
});

describe('a current centre', () => {
  const superWithout = { type: UserType.Super, roles: [], featureControl: DEFAULT_FEATURE_CONTROL, hasCentre: false };

  it('is needed for every page the admin app shows Super, and for none of the Super tools', () => {
    for (const path of ['/invoices/list', '/omw/list', '/agegroups', '/admin/membership', '/notifications/update/:firstTime?']) {
      expect(mayOpen(entry(path), superWithout)).toBe(false);
      expect(mayOpen(entry(path), { ...superWithout, hasCentre: true })).toBe(true);
    }
    expect(mayOpen(entry('/super/featurecontrol'), superWithout)).toBe(true);
    expect(mayOpen(entry('/daycares'), superWithout)).toBe(true);
  });
});

describe('ownerFor', () => {
  const shared = entry('/messages');

  it('sends each user type to its own remote', () => {
    expect(ownerFor(shared, UserType.User)).toBe('guardian');
    expect(ownerFor(shared, UserType.Staff)).toBe('admin');
    expect(ownerFor(shared, UserType.Admin)).toBe('admin');
    expect(ownerFor(entry('/tablet/weeklyAttendance'), UserType.Tablet)).toBe('tablet');
  });

  it('sends Super to the super remote when it owns the page, else to admin', () => {
    expect(ownerFor(entry('/super/admins'), UserType.Super)).toBe('super');
    expect(ownerFor(shared, UserType.Super)).toBe('admin');
  });

  it('falls back to the first owner when the user\'s remote does not own the page', () => {
    expect(ownerFor(entry('/tablet/people/move'), UserType.Admin)).toBe('tablet');
    expect(ownerFor(entry('/absence/:create?'), UserType.Staff)).toBe('guardian');
    expect(ownerFor(entry('/contact'), UserType.User)).toBe('shell');
  });

  it('uses the first owner without a user', () => {
    expect(ownerFor(shared)).toBe('admin');
    expect(ownerFor(entry('/tablet/weeklyAttendance'))).toBe('tablet');
  });
});

describe('findRoute', () => {
  it('matches a path and returns its parameters', () => {
    expect(findRoute('/child/42/medical')).toEqual({ entry: entry('/child/:childId/:tab?'), params: { childId: '42', tab: 'medical' } });
    expect(findRoute('/login')?.params).toEqual({ email: undefined });
  });

  it('prefers static segments over parameters', () => {
    expect(findRoute('/guardians/create')?.entry.path).toBe('/guardians/create');
    expect(findRoute('/register/continue')?.entry.path).toBe('/register/continue/:daycareId?');
    expect(findRoute('/staff/consents/templates')?.entry.path).toBe('/staff/consents/templates');
    expect(findRoute('/child/consents/templates')?.entry.path).toBe('/child/consents/templates');
    expect(findRoute('/attendance/schedule/request')?.entry.path).toBe('/attendance/schedule/request');
    expect(findRoute('/attendance/schedule/17')?.entry.path).toBe('/attendance/schedule/:childId');
    expect(findRoute('/invoices/create/v2/7')?.entry.path).toBe('/invoices/create/v2/:familyId/:childId?/:invoiceDate?');
    expect(findRoute('/invoices/create/7/2025-01-01')?.entry.path).toBe('/invoices/create/:familyId/:invoiceDate?');
  });

  it('matches the root and a trailing slash', () => {
    expect(findRoute('/')?.entry.path).toBe('/');
    expect(findRoute('/daycares/')?.entry.path).toBe('/daycares');
  });

  it('finds nothing for an unknown path', () => {
    expect(findRoute('/no/such/page')).toBeUndefined();
  });
});

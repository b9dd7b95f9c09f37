// Tenant isolation: every endpoint, called by every kind of caller, answers what it should and
// lists nothing of another daycare. Rows live in isolation-rows.ts; later issues add theirs there.
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { UserType } from '@daycare/shared';
import type { LightMyRequestResponse } from 'fastify';
import { DataSource } from 'typeorm';
import { ClockService } from '../src/common/clock/clock.service';
import { ANONYMOUS, CSRF_COOKIE, CSRF_HEADER, CsrfService } from '../src/modules/auth/csrf.service';
import { SessionService } from '../src/modules/auth/session.service';
import { TokenService } from '../src/modules/auth/token.service';
import { API_PREFIX } from '../src/openapi';
import { createDaycare, createUser, type CreatedDaycare, type CreatedUser } from './factories';
import type { TestApp } from './test-app';

/** Who calls: nobody, a guardian, staff and an admin of daycare A, an admin of daycare B, and two dead sessions of admin A. */
export const PERSONAS = ['anonymous', 'guardian', 'staff', 'adminA', 'adminB', 'expired', 'revoked'] as const;
export type Persona = (typeof PERSONAS)[number];
/** Rows of admin actions that need a role also say what an admin of A holding no role gets. */
export type Expectations = Record<Persona, number> & { rolelessAdmin?: number };
type Caller = Persona | 'rolelessAdmin';

/** The personas whose current daycare is A. */
const OF_DAYCARE_A: readonly Caller[] = ['guardian', 'staff', 'adminA', 'rolelessAdmin'];

/** Two daycares with people in each; rows aim at the people of A, and at B's to prove the wall. */
export interface IsolationWorld {
  gateway: TestApp;
  ds: DataSource;
  daycareA: CreatedDaycare;
  daycareB: CreatedDaycare;
  /** Personas of daycare A (admin A is also who the expired and revoked sessions belong to). */
  guardian: CreatedUser;
  staff: CreatedUser;
  adminA: CreatedUser;
  /** An admin of daycare A holding no role there. */
  rolelessAdmin: CreatedUser;
  /** Of daycare B. */
  adminB: CreatedUser;
  guardianB: CreatedUser;
  staffB: CreatedUser;
}

export interface RowCall {
  world: IsolationWorld;
  persona: Caller;
}

type Builder<T> = (call: RowCall) => T | Promise<T>;

export interface IsolationRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As served, /api prefix included. */
  path: string;
  /** Runs once before the row: data the row's lists need in both daycares. */
  setup?: (world: IsolationWorld) => Promise<void>;
  /** Called once per persona, so a row may make fresh data for each call. */
  query?: Builder<Record<string, string | number>>;
  body?: Builder<object>;
  expect: Expectations;
  /**
   * For lists: every item answered to a persona of daycare A belongs to A, none answered to admin B
   * does, and admin A's answer is not empty (so the check means something).
   */
  list?: {
    items?: (body: unknown) => unknown[];
    belongsToA: (item: never, world: IsolationWorld) => boolean | Promise<boolean>;
  };
}

/** A public call: every caller gets the same status. */
export function everyone(status: number): Expectations {
  return Object.fromEntries(PERSONAS.map((persona) => [persona, status])) as Expectations;
}

/** A call for signed-in users: nobody, an expired and a revoked session get 401. */
export function signedIn(statuses: Pick<Expectations, 'guardian' | 'staff' | 'adminA' | 'adminB'>): Expectations {
  return { anonymous: 401, expired: 401, revoked: 401, ...statuses };
}

/** An admin action that needs a role: as signedIn, and an admin of A holding no role gets 403. */
export function signedInWithRole(statuses: Pick<Expectations, 'guardian' | 'staff' | 'adminA' | 'adminB'>): Expectations {
  return { ...signedIn(statuses), rolelessAdmin: 403 };
}

/** The same status for the four live sessions. */
export function anySignedIn(status: number): Expectations {
  return signedIn({ guardian: status, staff: status, adminA: status, adminB: status });
}

export async function createIsolationWorld(gateway: TestApp): Promise<IsolationWorld> {
  const ds = gateway.app.get(DataSource);
  const daycareA = await createDaycare(ds, 'Daycare A');
  const daycareB = await createDaycare(ds, 'Daycare B');
  return {
    gateway,
    ds,
    daycareA,
    daycareB,
    guardian: await createUser(ds, { type: UserType.User, daycareId: daycareA.id }),
    staff: await createUser(ds, { type: UserType.Staff, daycareId: daycareA.id, roles: ['ATTENDANCE_CHILD'] }),
    adminA: await createUser(ds, { type: UserType.Admin, daycareId: daycareA.id, roles: ['DIRECTOR'] }),
    rolelessAdmin: await createUser(ds, { type: UserType.Admin, daycareId: daycareA.id }),
    adminB: await createUser(ds, { type: UserType.Admin, daycareId: daycareB.id, roles: ['DIRECTOR'] }),
    guardianB: await createUser(ds, { type: UserType.User, daycareId: daycareB.id }),
    staffB: await createUser(ds, { type: UserType.Staff, daycareId: daycareB.id, roles: ['MESSAGES'] }),
  };
}

function csrfHeaders(csrf: CsrfService, binding: string): Record<string, string> {
  const value = csrf.issue(binding);
  return { cookie: `${CSRF_COOKIE}=${value}`, [CSRF_HEADER]: value };
}

async function anHourAgo<T>(clock: ClockService, run: () => Promise<T>): Promise<T> {
  clock.set(new Date(Date.now() - 60 * 60 * 1000));
  try {
    return await run();
  } finally {
    clock.set(undefined);
  }
}

/** Headers of a fresh session of `persona`, made directly (no password hashing), so rows cannot disturb each other. */
async function personaHeaders(world: IsolationWorld, persona: Caller): Promise<Record<string, string>> {
  const { app } = world.gateway;
  const csrf = app.get(CsrfService);
  if (persona === 'anonymous') return csrfHeaders(csrf, ANONYMOUS);
  const user = persona === 'guardian' || persona === 'staff' || persona === 'adminB' || persona === 'rolelessAdmin' ? world[persona] : world.adminA;
  const daycareId = persona === 'adminB' ? world.daycareB.id : world.daycareA.id;
  const sessions = app.get(SessionService);
  const { session } = await sessions.start({ userId: user.id, daycareId });
  const sign = () => app.get(TokenService).signAccessToken({ userId: user.id, sessionId: session.id, daycareId, userType: user.type, impersonatorId: null });
  // An hour-old token expired long ago, while its session is still live.
  const accessToken = persona === 'expired' ? await anHourAgo(app.get(ClockService), sign) : await sign();
  if (persona === 'revoked') await sessions.end(session.id, 'logout');
  return { authorization: `Bearer ${accessToken}`, ...csrfHeaders(csrf, session.id) };
}

async function call(row: IsolationRow, world: IsolationWorld, persona: Caller): Promise<LightMyRequestResponse> {
  const query = row.query && Object.fromEntries(Object.entries(await row.query({ world, persona })).map(([key, value]) => [key, String(value)]));
  const payload = row.body && (await row.body({ world, persona }));
  return world.gateway.request({ method: row.method, url: row.path, query, payload, headers: await personaHeaders(world, persona) });
}

async function listProblems(row: IsolationRow, world: IsolationWorld, persona: Caller, res: LightMyRequestResponse): Promise<string[]> {
  if (!row.list || res.statusCode !== 200 || !(OF_DAYCARE_A.includes(persona) || persona === 'adminB')) return [];
  const body: unknown = res.json();
  const items = row.list.items ? row.list.items(body) : (body as unknown[]);
  const ofA = await Promise.all(items.map((item) => row.list!.belongsToA(item as never, world)));
  if (persona === 'adminB') return ofA.some(Boolean) ? ['adminB: the list holds items of daycare A'] : [];
  const problems = ofA.every(Boolean) ? [] : [`${persona}: the list holds items of another daycare`];
  if (persona === 'adminA' && !items.length) problems.push('adminA: the list is empty, so it proves nothing; add data of both daycares to the world');
  return problems;
}

/** Runs one row for every persona; answers what went wrong, one line each (empty when all is well). */
export async function checkRow(row: IsolationRow, world: IsolationWorld): Promise<string[]> {
  await row.setup?.(world);
  const problems: string[] = [];
  const callers: Caller[] = row.expect.rolelessAdmin === undefined ? [...PERSONAS] : [...PERSONAS, 'rolelessAdmin'];
  for (const persona of callers) {
    const res = await call(row, world, persona);
    if (res.statusCode !== row.expect[persona]) {
      problems.push(`${persona}: expected ${row.expect[persona]}, got ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    problems.push(...(await listProblems(row, world, persona, res)));
  }
  return problems;
}

export function routeKey({ method, path }: Pick<IsolationRow, 'method' | 'path'>): string {
  return `${method} ${path}`;
}

function joinPath(...parts: string[]): string {
  return `/${parts.flatMap((part) => part.split('/')).filter(Boolean).join('/')}`;
}

/** Every route the app serves, as "METHOD /api/path". */
export function servedRoutes(gateway: TestApp): string[] {
  const scanner = new MetadataScanner();
  return new DiscoveryService(gateway.app.get(ModulesContainer)).getControllers().flatMap(({ metatype }) => {
    const controller = metatype as unknown as { prototype: Record<string, object> };
    const base: string = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
    return scanner
      .getAllMethodNames(controller.prototype)
      .filter((name) => Reflect.hasMetadata(PATH_METADATA, controller.prototype[name]))
      .map((name) => {
        const handler = controller.prototype[name];
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        return `${method} ${joinPath(API_PREFIX, base, Reflect.getMetadata(PATH_METADATA, handler))}`;
      });
  });
}

// Property-based fuzz over every operation of the OpenAPI document (built from this app, so always
// current): no input answers 5xx, anonymous or signed in, and the gateway still serves afterwards.
// Also a smoke test: the embedded database runs a smaller pass, since bad input once dropped its connection.
import fc from 'fast-check';
import { createOpenApiDocument } from '../src/openapi';
import { DemoSeedService } from '../src/modules/demo/demo-seed.service';
import { badRequests, type FuzzRequest, type Operation, operationsOf } from './openapi-fuzz';
import { anonymousCsrf, type CsrfHeaders, type SessionHeaders, signIn } from './sessions';
import { startTestApp, type TestApp } from './test-app';

const EMBEDDED = !process.env.DATABASE_URL;
/** Requests per operation and identity: bounded so the whole file stays well under two minutes on two cores. */
const RUNS = EMBEDDED ? { anonymous: 1, signedIn: 2 } : { anonymous: 4, signedIn: 10 };
const SEED = 20_261_123;
/** Operations that end the fuzzing session itself; their input is covered by the regression tests. */
const SESSION_ENDING = new Set(['authLogout', 'authLogoutEverywhere', 'authEndSessions']);
/** A family's event stream answers for as long as it stays open; its refusals are the isolation matrix's. */
const ENDLESS = new Set(['familyLiveLive']);

let gateway: TestApp;
let operations: Operation[];
let badRequestsOf: (operation: Operation) => fc.Arbitrary<FuzzRequest>;

beforeAll(async () => {
  gateway = await startTestApp();
  await gateway.app.get(DemoSeedService).seed();
  const document = createOpenApiDocument(gateway.app);
  operations = operationsOf(document).filter((operation) => !SESSION_ENDING.has(operation.id) && !ENDLESS.has(operation.id));
  badRequestsOf = (operation) => badRequests(document, operation);
});

afterAll(async () => {
  await gateway.close();
});

interface Identity {
  name: string;
  /** Fresh headers; signs in again when the previous session ended (an impersonation, a change of centre). */
  headers(): Promise<CsrfHeaders | SessionHeaders>;
}

function signedIn(email: string): Identity {
  let session: Promise<SessionHeaders> | undefined;
  return {
    name: email,
    async headers() {
      const current = session && (await session);
      if (current && (await gateway.request({ url: '/api/user/loggedInUser', headers: current })).statusCode === 200) return current;
      session = signIn(gateway, email).then(({ headers }) => headers);
      return session;
    },
  };
}

const anonymous: Identity = { name: 'anonymous', headers: () => anonymousCsrf(gateway) };

const shorten = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text);

/** The 5xx answers of one operation for the identity, as readable lines (empty when there is none). */
async function serverErrors(operation: Operation, identity: Identity, numRuns: number): Promise<string[]> {
  const headers = await identity.headers();
  const property = fc.asyncProperty(badRequestsOf(operation), async ({ url, payload }) => {
    const res = await gateway.request({
      method: operation.method as 'GET',
      url,
      headers: payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      payload,
    });
    if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${shorten(res.body)}`);
  });
  const details = await fc.check(property, { seed: SEED, numRuns, endOnFailure: true });
  if (!details.failed) return [];
  const [request] = details.counterexample ?? [];
  return [`${operation.method} ${shorten(request?.url ?? '')} body ${shorten(request?.payload ?? '')} as ${identity.name}: ${details.errorInstance}`];
}

async function fuzzAll(identity: Identity, numRuns: number): Promise<void> {
  const failures: string[] = [];
  for (const operation of operations) failures.push(...(await serverErrors(operation, identity, numRuns)));
  expect(failures).toEqual([]);
  const after = await gateway.request({ url: '/api/user/loggedInUser', headers: await signedIn('director@demo.test').headers() });
  expect(after.statusCode).toBe(200);
}

it('walks every operation of the document', () => {
  expect(operations.length).toBeGreaterThan(100);
});

it('answers no bad input of an anonymous caller with 5xx', async () => {
  await fuzzAll(anonymous, RUNS.anonymous);
}, 120_000);

it.each(['director@demo.test', 'parent@demo.test', 'tablet@demo.test'])(
  'answers no bad input of %s with 5xx, and still serves a signed-in request afterwards',
  async (email) => {
    await fuzzAll(signedIn(email), RUNS.signedIn);
  },
  120_000,
);

// `npm run bench:search`: 200 varied GET /api/search/people queries as the demo director.
//
// Runs the built gateway (services/api/dist, built first when missing or older than its sources) in
// this process on a fresh database with the demo data, signs the director in through the API and
// sends, one at a time over keep-alive HTTP, queries made from the demo's own people: whole names,
// first or last names, beginnings of names, names with a typo, lower case without accents, parts of
// phone numbers and of e-mail addresses. Prints p50, p95 and the slowest; fails (exit 1) when the
// p95 is 50 ms or more, or when a query answers anything but 200. `BENCH_QUERIES` changes the count.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { ensureGatewayBuild, freshDatabase, gatewayRequire, percentile, signIn, startGateway } from './bench-gateway.mjs';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const WARM_UP = 20;
const P95_TARGET_MS = 50;
const DIRECTOR = 'director@demo.test';

const fold = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
/** The name with one letter dropped from its middle: a typist's slip. */
const typo = (name) => name.slice(0, Math.floor(name.length / 2)) + name.slice(Math.floor(name.length / 2) + 1);

/** Every way a person at the front desk might look this person up. */
function variations({ first, last, phone, email }) {
  const found = [`${first} ${last}`, first, last, first.slice(0, 3), typo(`${first} ${last}`), fold(`${first} ${last}`), `${last.slice(0, 4)}`];
  if (phone) found.push(phone.slice(-4), `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  if (email) found.push(email.split('@')[0], email);
  return found.filter((query) => query.trim().length >= 2);
}

/** The demo daycare's people, each with a phone and an e-mail where they have one. */
async function demoPeople(app) {
  const { DataSource } = gatewayRequire('typeorm');
  const ds = app.get(DataSource);
  const [{ id: daycareId }] = await ds.query(`SELECT id FROM daycare WHERE label = 'Little Acorns Early Learning'`);
  return ds.query(
    `SELECT first_name AS first, last_name AS last, NULL AS phone, NULL AS email FROM child WHERE daycare_id = $1
     UNION ALL SELECT u.first_name, u.last_name, u.mobile_phone, u.email FROM "user" u JOIN family f ON f.id = u.family_id WHERE f.daycare_id = $1
     UNION ALL SELECT first_name, last_name, mobile_phone, email FROM contact WHERE daycare_id = $1
     UNION ALL SELECT u.first_name, u.last_name, NULL, u.email FROM "user" u JOIN user_daycare ud ON ud.user_id = u.id WHERE ud.daycare_id = $1 AND u.type = 2`,
    [daycareId],
  );
}

/** `count` queries spread over every person and every variation, the same each run. */
function queriesFrom(people, count) {
  const all = people.flatMap(variations);
  const step = Math.max(1, Math.floor(all.length / count));
  return Array.from({ length: count }, (_, n) => all[(n * step + Math.floor(n / all.length)) % all.length]);
}

function timedGet(agent, url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      })
      .on('error', reject);
  });
}

async function measure(baseUrl, headers, queries) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const run = (q) => timedGet(agent, `${baseUrl}/api/search/people?${new URLSearchParams({ q })}`, headers);
  for (const q of queries.slice(0, WARM_UP)) await run(q);
  const results = [];
  for (const q of queries) results.push({ q, ...(await run(q)) });
  agent.destroy();
  return results;
}

async function main() {
  ensureGatewayBuild();
  const database = await freshDatabase('bench-search');
  const { app, baseUrl } = await startGateway(database.env);
  try {
    const queries = queriesFrom(await demoPeople(app), QUERIES);
    const { headers } = await signIn(baseUrl, DIRECTOR);
    const results = await measure(baseUrl, headers, queries);
    const failed = results.filter((result) => result.status !== 200);
    const sorted = results.map((result) => result.ms).sort((a, b) => a - b);
    const slowest = results.reduce((worst, result) => (result.ms > worst.ms ? result : worst));
    const p95 = percentile(sorted, 95);
    console.log(`GET /api/search/people, ${results.length} queries on the demo data (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}):`);
    console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, slowest ${slowest.ms.toFixed(1)} ms ("${slowest.q}")`);
    if (failed.length) console.log(`  ${failed.length} answered otherwise than 200, e.g. "${failed[0].q}": ${failed[0].status}`);
    if (failed.length || p95 >= P95_TARGET_MS) process.exitCode = 1;
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();

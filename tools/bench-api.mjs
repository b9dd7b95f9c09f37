// `npm run bench:api`: GET /api/tablet/childrenList for a room of 40 children, the gateway against a
// minimal fastify + pg server running the same query, in the same run.
//
// Runs the built gateway (services/api/dist, built first when missing or older than its sources) in
// this process on a fresh database with the demo data plus a room of 40 children (30 signed in, a few
// with allergies, medication and tags) whose tablet signs in through the API. The SQL statement the
// gateway sends for the list is captured from the pg driver and served, with the same parameters and
// pool size, by a bare fastify route (no authentication, no mapping). Load comes from a worker thread
// (its own event loop) over keep-alive HTTP: warm-up, then alternating measured rounds of each server.
// Prints requests per second, p50 and p99 of each and the gateway's share of the baseline; fails
// (exit 1) below the target ratio.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { ensureGatewayBuild, freshDatabase, gatewayRequire, percentile, signIn, startGateway } from './bench-gateway.mjs';

const require = gatewayRequire;

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARM_UP_SECONDS = 2;
const ROOM_SIZE = 40;
const TARGET_RATIO = 0.6;
const TABLET = 'tablet@demo.test';

// ---------------------------------------------------------------- load (worker thread)

/** Keeps `concurrency` requests in flight for `seconds`; answers the count and every latency (ms). */
async function load({ url, headers, concurrency, seconds }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.get(url, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - started);
          else errors += 1;
          resolve();
        });
      });
      req.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  const lane = async () => {
    while (performance.now() < until) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, lane));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, errors, seconds: elapsed };
}

if (!isMainThread) {
  parentPort.on('message', async (message) => parentPort.postMessage(await load(message)));
}

// ---------------------------------------------------------------- servers and measurement (main thread)

/** A room of 40 in Little Acorns, 30 signed in, some alerts and tags; the demo tablet moves there. */
async function roomOfForty(app) {
  const { DataSource } = require('typeorm');
  const ds = app.get(DataSource);
  const [{ id: daycareId }] = await ds.query(`SELECT id FROM daycare WHERE label = 'Little Acorns Early Learning'`);
  const [{ id: roomId }] = await ds.query(`INSERT INTO room (daycare_id, label) VALUES ($1, 'Bench Room') RETURNING id`, [daycareId]);
  const [{ id: familyId }] = await ds.query(`INSERT INTO family (daycare_id) VALUES ($1) RETURNING id`, [daycareId]);
  const [{ id: tagId }] = await ds.query(`INSERT INTO tag (daycare_id, label) VALUES ($1, 'Bench') RETURNING id`, [daycareId]);
  for (let n = 0; n < ROOM_SIZE; n += 1) {
    const [{ id }] = await ds.query(
      `INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date, home_room_id, allergies) VALUES ($1, $2, $3, 'Bench', '2023-05-01', $4, $5) RETURNING id`,
      [daycareId, familyId, `Child${String(n).padStart(2, '0')}`, roomId, n % 5 === 0 ? 'Peanuts' : null],
    );
    if (n % 5 === 0) await ds.query(`INSERT INTO child_allergy (daycare_id, child_id, label) VALUES ($1, $2, 'Peanuts')`, [daycareId, id]);
    if (n % 8 === 0) await ds.query(`INSERT INTO child_medication (daycare_id, child_id, label) VALUES ($1, $2, 'Inhaler')`, [daycareId, id]);
    if (n % 4 === 0) await ds.query(`INSERT INTO child_tag (child_id, tag_id, daycare_id) VALUES ($1, $2, $3)`, [id, tagId, daycareId]);
    if (n < 30) await ds.query(`INSERT INTO attendance (daycare_id, person_kind, child_id, room_id, started_at) VALUES ($1, 'child', $2, $3, now() - interval '1 hour')`, [daycareId, id, roomId]);
  }
  await ds.query(`UPDATE user_daycare SET room_id = $1 WHERE daycare_id = $2 AND user_id = (SELECT id FROM "user" WHERE email = $3)`, [roomId, daycareId, TABLET]);
}

/** The statement (and parameters) the gateway sends to PostgreSQL for the list, taken from the pg driver. */
async function captureListQuery(url, headers) {
  const { Client } = require('pg');
  const original = Client.prototype.query;
  const seen = [];
  Client.prototype.query = function (config, values, ...rest) {
    const text = typeof config === 'string' ? config : config?.text;
    if (text?.includes('child c')) seen.push({ text, values: Array.isArray(values) ? values : config?.values });
    return original.call(this, config, values, ...rest);
  };
  try {
    const res = await fetch(url, { headers });
    const list = await res.json();
    if (res.status !== 200 || list.length !== ROOM_SIZE) throw new Error(`childrenList answered ${res.status} with ${list.length} children, not ${ROOM_SIZE}`);
  } finally {
    Client.prototype.query = original;
  }
  if (seen.length !== 1) throw new Error(`Expected one list statement, saw ${seen.length}`);
  return seen[0];
}

/**
 * The baseline: fastify and a pg pool of the gateway's size (10), the same statement, the rows as
 * JSON. The embedded PGlite serves one session, so there the baseline shares the gateway's one connection.
 */
async function startBaseline(databaseUrl, statement, gatewayDataSource) {
  const fastify = require('fastify');
  const { Pool } = require('pg');
  const pool = databaseUrl ? new Pool({ connectionString: databaseUrl, max: 10 }) : null;
  const query = pool ? async () => (await pool.query(statement.text, statement.values)).rows : () => gatewayDataSource.query(statement.text, statement.values);
  const server = fastify({ logger: false });
  server.get('/children', query);
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${server.server.address().port}/children`, close: async () => (await server.close(), await pool?.end()) };
}

async function main() {
  ensureGatewayBuild();
  const database = await freshDatabase('bench-api');
  const gateway = await startGateway(database.env);
  let baseline;
  const worker = new Worker(fileURLToPath(import.meta.url));
  const run = (target, seconds) =>
    new Promise((resolve) => {
      worker.once('message', resolve);
      worker.postMessage({ ...target, concurrency: CONCURRENCY, seconds });
    });
  try {
    await roomOfForty(gateway.app);
    const { accessToken, cookie } = await signIn(gateway.baseUrl, TABLET);
    const gatewayTarget = { url: `${gateway.baseUrl}/api/tablet/childrenList`, headers: { authorization: `Bearer ${accessToken}`, cookie } };
    const statement = await captureListQuery(gatewayTarget.url, gatewayTarget.headers);
    baseline = await startBaseline(database.env.DATABASE_URL, statement, gateway.app.get(require('typeorm').DataSource));
    const baselineTarget = { url: baseline.url, headers: {} };

    await run(baselineTarget, WARM_UP_SECONDS);
    await run(gatewayTarget, WARM_UP_SECONDS);
    const totals = { gateway: { latencies: [], errors: 0, seconds: 0 }, baseline: { latencies: [], errors: 0, seconds: 0 } };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, target] of [['baseline', baselineTarget], ['gateway', gatewayTarget]]) {
        const result = await run(target, ROUND_SECONDS);
        totals[name].latencies.push(...result.latencies);
        totals[name].errors += result.errors;
        totals[name].seconds += result.seconds;
      }
    }
    const stats = Object.fromEntries(
      Object.entries(totals).map(([name, total]) => {
        const sorted = total.latencies.sort((a, b) => a - b);
        return [name, { requests: sorted.length, errors: total.errors, rps: sorted.length / total.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99) }];
      }),
    );
    const ratio = stats.gateway.rps / stats.baseline.rps;
    printTable(stats, ratio, database.env.DATABASE_URL ? 'PostgreSQL server' : 'embedded PGlite');
    const ok = ratio >= TARGET_RATIO && stats.gateway.errors === 0 && stats.baseline.errors === 0;
    console.log(ok ? `PASS: the gateway serves ${ratio.toFixed(2)} of the baseline's requests/s (target ${TARGET_RATIO})` : `FAIL: ${ratio.toFixed(2)} of the baseline's requests/s, target ${TARGET_RATIO}, or requests failed`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await worker.terminate();
    await baseline?.close();
    await gateway.app.close();
    await database.drop();
  }
}

function printTable(stats, ratio, databaseKind) {
  const rows = [
    ['fastify + pg, same query', stats.baseline],
    ['gateway GET /api/tablet/childrenList', stats.gateway],
  ].map(([name, s]) => [name, String(s.requests), String(s.errors), s.rps.toFixed(0), s.p50.toFixed(2), s.p99.toFixed(2)]);
  const header = ['server', 'requests', 'errors', 'requests/s', 'p50 ms', 'p99 ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`\nA room of ${ROOM_SIZE} children, ${CONCURRENCY} requests in flight, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s each (${databaseKind})`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  console.log(`\nratio (gateway / baseline): requests/s ${ratio.toFixed(2)}, p99 ${(stats.gateway.p99 / stats.baseline.p99).toFixed(2)}x the baseline's\n`);
}

if (isMainThread) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

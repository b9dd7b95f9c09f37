// `npm run bench:checkin`: sign-ins through the API while 200 @microsoft/signalr clients of the daycare listen.
//
// Runs the built gateway (services/api/dist, built first when missing or older than its sources) in
// this process on a fresh database with the demo data, adds a room of children who are all out, signs
// the director in through the API, and connects the hub clients (the director's session, as the
// director's open screens would) from worker threads. Each sign-in is a real
// `POST /api/tablet/updateAttendance {clientId, personType: 'child', personId, action: 'signIn', roomId}`
// over HTTP; its latency runs from sending the request until the last client has the child's
// OnChildStatusChange (status 1). Two phases: paced (one sign-in at a time) and sustained (several
// in flight). Prints sign-ins/s and p50/p99; fails (exit 1) when the sustained p99 is 150 ms or more,
// or when any client misses or doubles an event. `BENCH_CLIENTS`, `BENCH_SIGNINS`, `BENCH_IN_FLIGHT`.
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ensureGatewayBuild, freshDatabase, gatewayRequire, percentile, signIn, startGateway } from './bench-gateway.mjs';

const require = gatewayRequire;

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const PACED_SIGNINS = Number(process.env.BENCH_PACED_SIGNINS ?? 200);
const SUSTAINED_SIGNINS = Number(process.env.BENCH_SIGNINS ?? 1000);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);
const PACE_MS = 10;
const P99_TARGET_MS = 150;
const LOST_AFTER_MS = 10_000;
const CONNECT_CONCURRENCY = 50;
const DIRECTOR = 'director@demo.test';

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------- hub clients (worker threads)

async function runClients({ baseUrl, query, accessToken, count }) {
  const { HubConnectionBuilder, HttpTransportType, LogLevel } = require('@microsoft/signalr');
  const received = new Map(); // child id -> clients that have its sign-in
  const duplicates = { count: 0 };
  let deliveries = 0;
  const connections = [];

  const onEvent = (seen) => (event) => {
    if (event.status !== 1) return;
    const child = event.person.id;
    // Each bench child is signed in exactly once.
    if (seen.has(child)) return void (duplicates.count += 1);
    seen.add(child);
    deliveries += 1;
    const got = (received.get(child) ?? 0) + 1;
    received.set(child, got);
    if (got === count) {
      received.delete(child);
      parentPort.postMessage({ type: 'done', child, at: now() });
    }
  };

  async function connect() {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/chatHub?${query}`, { accessTokenFactory: () => accessToken, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    connection.on('OnChildStatusChange', onEvent(new Set()));
    await connection.start();
    connections.push(connection);
  }

  for (let first = 0; first < count; first += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - first) }, connect));
  }
  parentPort.postMessage({ type: 'connected', count: connections.length });
  parentPort.on('message', async (message) => {
    if (message.type === 'report') parentPort.postMessage({ type: 'report', deliveries, duplicates: duplicates.count });
    if (message.type === 'stop') {
      await Promise.all(connections.map((connection) => connection.stop()));
      parentPort.postMessage({ type: 'stopped' });
    }
  });
}

// ---------------------------------------------------------------- gateway and measurement (main thread)

/** A room of the director's daycare with `count` children, all out (each is signed in once). */
async function benchChildren(app, daycareId, count) {
  const { DataSource } = require('typeorm');
  const ds = app.get(DataSource);
  const [{ id: roomId }] = await ds.query(`INSERT INTO room (daycare_id, label, in_ratio) VALUES ($1, 'Bench Room', false) RETURNING id`, [daycareId]);
  const [{ id: familyId }] = await ds.query(`INSERT INTO family (daycare_id) VALUES ($1) RETURNING id`, [daycareId]);
  const rows = await ds.query(
    `INSERT INTO child (daycare_id, family_id, first_name, last_name, birth_date, home_room_id)
     SELECT $1, $2, 'Child' || lpad(n::text, 4, '0'), 'Bench', '2023-05-01', $3 FROM generate_series(1, $4) AS n RETURNING id`,
    [daycareId, familyId, roomId, count],
  );
  return { roomId, childIds: rows.map((row) => row.id) };
}

/** Waits for each sign-in's event at every client (all workers). */
class Tracker {
  constructor(workers) {
    this.workers = workers;
    this.pending = new Map(); // child -> { workersLeft, lastAt, resolve, timer }
    this.early = new Map(); // child -> [at] when a worker finished before the request was registered
    this.lost = 0;
  }

  expect(child) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(child);
        this.lost += 1;
        resolve(undefined);
      }, LOST_AFTER_MS);
      const entry = { workersLeft: this.workers, lastAt: 0, resolve, timer };
      this.pending.set(child, entry);
      for (const at of this.early.get(child) ?? []) this.done(child, at);
      this.early.delete(child);
    });
  }

  done(child, at) {
    const entry = this.pending.get(child);
    if (!entry) return void this.early.set(child, [...(this.early.get(child) ?? []), at]);
    entry.lastAt = Math.max(entry.lastAt, at);
    if ((entry.workersLeft -= 1) > 0) return;
    clearTimeout(entry.timer);
    this.pending.delete(child);
    entry.resolve(entry.lastAt);
  }
}

function summary(phase, latencies, responseTimes, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const responses = [...responseTimes].sort((a, b) => a - b);
  return {
    phase,
    signIns: latencies.length,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    responseP99: percentile(responses, 99),
    perSecond: latencies.length / seconds,
  };
}

async function main() {
  ensureGatewayBuild();
  const database = await freshDatabase('bench-checkin');
  const gateway = await startGateway(database.env);
  const workers = [];
  try {
    const director = await signIn(gateway.baseUrl, DIRECTOR);
    const { roomId, childIds } = await benchChildren(gateway.app, director.daycareId, 20 + PACED_SIGNINS + SUSTAINED_SIGNINS);
    const workerCount = Number(process.env.BENCH_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)));
    const tracker = new Tracker(workerCount);
    const connectStarted = now();
    await Promise.all(
      Array.from({ length: workerCount }, (_, index) => {
        const count = Math.floor(CLIENTS / workerCount) + (index < CLIENTS % workerCount ? 1 : 0);
        const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { baseUrl: gateway.baseUrl, query: director.hubQuery, accessToken: director.accessToken, count } });
        workers.push(worker);
        worker.on('message', (message) => message.type === 'done' && tracker.done(message.child, message.at));
        return new Promise((resolve, reject) => {
          worker.once('error', reject);
          worker.on('message', (message) => message.type === 'connected' && resolve());
        });
      }),
    );
    console.log(`${CLIENTS} hub clients of the daycare connected in ${((now() - connectStarted) / 1000).toFixed(1)} s (${workerCount} client thread${workerCount > 1 ? 's' : ''})`);

    let next = 0;
    const failures = [];
    /** One sign-in: the request, then the event at every client. Answers [latency, response time] or undefined when lost. */
    const signInOne = async () => {
      const child = childIds[next];
      next += 1;
      const arrived = tracker.expect(child);
      const started = now();
      const res = await fetch(`${gateway.baseUrl}/api/tablet/updateAttendance`, {
        method: 'POST',
        headers: director.headers,
        body: JSON.stringify({ clientId: randomUUID(), personType: 'child', personId: child, action: 'signIn', roomId }),
      });
      const answered = now();
      if (!res.ok) failures.push(`${res.status} ${await res.text()}`);
      else await res.arrayBuffer();
      const lastAt = await arrived;
      return lastAt === undefined ? undefined : [lastAt - started, answered - started];
    };
    const measure = async (phase, run) => {
      const latencies = [];
      const responses = [];
      const record = (result) => {
        if (!result) return;
        latencies.push(result[0]);
        responses.push(result[1]);
      };
      const started = now();
      await run(record);
      return summary(phase, latencies, responses, (now() - started) / 1000);
    };

    // Warm-up (JIT, pools), not measured.
    for (let i = 0; i < 20; i += 1) await signInOne();

    const paced = await measure(`paced, one at a time, ${PACE_MS} ms apart`, async (record) => {
      for (let i = 0; i < PACED_SIGNINS; i += 1) {
        record(await signInOne());
        await sleep(PACE_MS);
      }
    });
    const sustained = await measure(`sustained, ${IN_FLIGHT} in flight`, async (record) => {
      let left = SUSTAINED_SIGNINS;
      const lane = async () => {
        while (left > 0) {
          left -= 1;
          record(await signInOne());
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    });

    const reports = await Promise.all(
      workers.map((worker) => {
        const report = new Promise((resolve) => worker.on('message', (message) => message.type === 'report' && resolve(message)));
        worker.postMessage({ type: 'report' });
        return report;
      }),
    );
    const deliveries = reports.reduce((sum, report) => sum + report.deliveries, 0);
    const duplicates = reports.reduce((sum, report) => sum + report.duplicates, 0);
    const missing = next * CLIENTS - deliveries;

    printTable([paced, sustained]);
    console.log(`\nSign-ins: ${next}; failed requests: ${failures.length}; lost (not at every client within ${LOST_AFTER_MS / 1000} s): ${tracker.lost}; missing deliveries: ${missing}; duplicates: ${duplicates}`);
    if (failures.length) console.log(`First failure: ${failures[0]}`);
    const ok = sustained.p99 < P99_TARGET_MS && failures.length === 0 && tracker.lost === 0 && missing === 0 && duplicates === 0;
    console.log(ok ? `PASS: sustained p99 under ${P99_TARGET_MS} ms, every client got every sign-in once` : `FAIL: target sustained p99 < ${P99_TARGET_MS} ms with no failure or loss`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await Promise.all(
      workers.map((worker) => {
        const stopped = new Promise((resolve) => worker.on('message', (message) => message.type === 'stopped' && resolve()));
        worker.postMessage({ type: 'stop' });
        return Promise.race([stopped, sleep(5000)]).then(() => worker.terminate());
      }),
    );
    await gateway.app.close();
    await database.drop();
  }
}

function printTable(rows) {
  const cells = rows.map((row) => [row.phase, String(row.signIns), row.perSecond.toFixed(0), row.p50.toFixed(1), row.p99.toFixed(1), row.max.toFixed(1), row.responseP99.toFixed(1)]);
  const header = ['phase', 'sign-ins', 'sign-ins/s', 'p50 ms', 'p99 ms', 'max ms', 'response p99 ms'];
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row) => `| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`\nCheck-in: POST /api/tablet/updateAttendance (signIn) with ${CLIENTS} @microsoft/signalr clients of the daycare; latency = request sent to the last client's OnChildStatusChange`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of cells) console.log(line(row));
}

if (isMainThread) await main();
else await runClients(workerData);

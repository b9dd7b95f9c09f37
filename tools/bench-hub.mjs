// `npm run bench:hub`: the live hub under 1,000 connected @microsoft/signalr clients of one daycare.
//
// Runs the built gateway (services/api/dist, built first when missing or older than its sources)
// in this process on a fresh database with the demo data, signs the director in through the API,
// and connects the clients from worker threads (their own event loops, so they do not slow the
// gateway's). Events are raised through the gateway's real publish path, HubEvents, which the
// feature modules call; with `-- --redis` they travel through Redis pub/sub as between replicas.
//
// Two phases: latency (events paced well below capacity) and sustained throughput (a window of
// events in flight, the next published as soon as one reached every client). For each event the
// time from publication to its arrival at the last client; p50/p99; events per second; and every
// client must receive every event exactly once. Fails (exit 1) over the p99 target or on a loss.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { ensureGatewayBuild, freshDatabase, gatewayRequire, percentile, signIn, startGateway } from './bench-gateway.mjs';

const require = gatewayRequire;

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 1000);
const LATENCY_EVENTS = Number(process.env.BENCH_LATENCY_EVENTS ?? 300);
const LATENCY_PACE_MS = 20;
const THROUGHPUT_EVENTS = Number(process.env.BENCH_THROUGHPUT_EVENTS ?? 2000);
const IN_FLIGHT = 16;
const P99_TARGET_MS = 100;
/** An event not at every client by then counts as lost. */
const LOST_AFTER_MS = 10_000;
const CONNECT_CONCURRENCY = 50;
const DIRECTOR = 'director@demo.test';
const USE_REDIS = process.argv.includes('--redis');

/** Wall-clock milliseconds with sub-millisecond precision, comparable across threads. */
const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- clients (worker threads)

async function runClients({ baseUrl, query, accessToken, count }) {
  const { HubConnectionBuilder, HttpTransportType, LogLevel } = require('@microsoft/signalr');
  const received = new Map(); // seq -> clients that have it
  const perClient = new Array(count).fill(0);
  const duplicates = { count: 0 };
  const connections = [];

  const onEvent = (client, seen) => (event) => {
    const seq = event.person.id;
    if (seen.has(seq)) return void (duplicates.count += 1);
    seen.add(seq);
    perClient[client] += 1;
    const got = (received.get(seq) ?? 0) + 1;
    received.set(seq, got);
    if (got === count) {
      received.delete(seq);
      parentPort.postMessage({ type: 'done', seq, at: now() });
    }
  };

  async function connect(client) {
    const connection = new HubConnectionBuilder()
      .withUrl(`${baseUrl}/chatHub?${query}`, { accessTokenFactory: () => accessToken, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    connection.on('OnStaffStatusChange', onEvent(client, new Set()));
    await connection.start();
    connections.push(connection);
  }

  for (let first = 0; first < count; first += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, count - first) }, (_, i) => connect(first + i)));
  }
  parentPort.postMessage({ type: 'connected', count: connections.length });
  parentPort.on('message', async (message) => {
    if (message.type === 'report') parentPort.postMessage({ type: 'report', perClient, duplicates: duplicates.count });
    if (message.type === 'stop') {
      await Promise.all(connections.map((connection) => connection.stop()));
      parentPort.postMessage({ type: 'stopped' });
    }
  });
}

// ---------------------------------------------------------------- gateway and measurement (main thread)

/** The gateway, through Redis with `--redis` (its own channel prefix), and its HubEvents to publish with. */
async function startHubGateway(databaseEnv) {
  const redis = USE_REDIS && { REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379', HUB_CHANNEL_PREFIX: `bench-${randomBytes(4).toString('hex')}` };
  const gateway = await startGateway({ ...databaseEnv, ...redis });
  const { HubEvents } = require('./dist/modules/hub/hub-events.service.js');
  return { ...gateway, hubEvents: gateway.app.get(HubEvents) };
}

/** Tracks every event from publication until all clients (every worker) have it. */
class Tracker {
  constructor(workers) {
    this.workers = workers;
    this.pending = new Map(); // seq -> { publishedAt, workersLeft, lastAt, resolve }
    this.latencies = [];
    this.lost = 0;
  }

  published(seq, publishedAt) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        this.lost += 1;
        resolve();
      }, LOST_AFTER_MS);
      this.pending.set(seq, { publishedAt, workersLeft: this.workers, lastAt: 0, resolve, timer });
    });
  }

  done(seq, at) {
    const event = this.pending.get(seq);
    if (!event) return;
    event.lastAt = Math.max(event.lastAt, at);
    if ((event.workersLeft -= 1) > 0) return;
    clearTimeout(event.timer);
    this.pending.delete(seq);
    this.latencies.push(event.lastAt - event.publishedAt);
    event.resolve();
  }

  take() {
    const latencies = this.latencies;
    this.latencies = [];
    return latencies;
  }
}

function summary(phase, latencies, events, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase,
    events,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    eventsPerSecond: events / seconds,
    deliveriesPerSecond: (events * CLIENTS) / seconds,
  };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  ensureGatewayBuild();
  const database = await freshDatabase('bench-hub');
  const gateway = await startHubGateway(database.env);
  const workers = [];
  try {
    const director = await signIn(gateway.baseUrl, DIRECTOR);
    const workerCount = Number(process.env.BENCH_WORKERS ?? Math.max(1, Math.min(4, availableParallelism() - 1)));
    const tracker = new Tracker(workerCount);
    const connectStarted = now();
    await Promise.all(
      Array.from({ length: workerCount }, (_, index) => {
        const count = Math.floor(CLIENTS / workerCount) + (index < CLIENTS % workerCount ? 1 : 0);
        const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { baseUrl: gateway.baseUrl, query: director.hubQuery, accessToken: director.accessToken, count } });
        workers.push(worker);
        worker.on('message', (message) => message.type === 'done' && tracker.done(message.seq, message.at));
        return new Promise((resolve, reject) => {
          worker.once('error', reject);
          worker.on('message', (message) => message.type === 'connected' && resolve());
        });
      }),
    );
    const connectSeconds = (now() - connectStarted) / 1000;
    console.log(`${CLIENTS} clients connected in ${connectSeconds.toFixed(1)} s (${workerCount} client thread${workerCount > 1 ? 's' : ''})`);

    let seq = 0;
    const publish = () => {
      seq += 1;
      const publishedAt = now();
      const arrived = tracker.published(seq, publishedAt);
      void gateway.hubEvents.staffStatusChange({ daycareId: director.daycareId, person: { id: seq, label: 'Bench' }, status: 1, room: { id: 1, label: 'Room' } });
      return arrived;
    };

    // Warm-up: JIT and connection buffers, not measured.
    await Promise.all(Array.from({ length: 20 }, publish));
    tracker.take();

    const latencyStarted = now();
    const latencyArrivals = [];
    for (let i = 0; i < LATENCY_EVENTS; i += 1) {
      latencyArrivals.push(publish());
      await sleep(LATENCY_PACE_MS);
    }
    await Promise.all(latencyArrivals);
    const latency = summary(`paced, ${LATENCY_PACE_MS} ms apart`, tracker.take(), LATENCY_EVENTS, (now() - latencyStarted) / 1000);

    const throughputStarted = now();
    let published = 0;
    const lane = async () => {
      while (published < THROUGHPUT_EVENTS) {
        published += 1;
        await publish();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    const throughput = summary(`sustained, ${IN_FLIGHT} in flight`, tracker.take(), THROUGHPUT_EVENTS, (now() - throughputStarted) / 1000);

    const reports = await Promise.all(
      workers.map((worker) => {
        const report = new Promise((resolve) => worker.on('message', (message) => message.type === 'report' && resolve(message)));
        worker.postMessage({ type: 'report' });
        return report;
      }),
    );
    const perClient = reports.flatMap((report) => report.perClient);
    const duplicates = reports.reduce((sum, report) => sum + report.duplicates, 0);
    const missing = perClient.reduce((sum, got) => sum + (seq - got), 0);

    printTable({ latency, throughput, lostEvents: tracker.lost, missing, duplicates, totalEvents: seq });
    const ok = latency.p99 < P99_TARGET_MS && tracker.lost === 0 && missing === 0 && duplicates === 0;
    console.log(ok ? `PASS: p99 under ${P99_TARGET_MS} ms, no event lost` : `FAIL: target p99 < ${P99_TARGET_MS} ms with no lost event`);
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

function printTable({ latency, throughput, lostEvents, missing, duplicates, totalEvents }) {
  const mode = USE_REDIS ? 'through Redis pub/sub' : 'in-process';
  const rows = [latency, throughput].map((row) => [
    row.phase,
    String(row.events),
    row.p50.toFixed(1),
    row.p99.toFixed(1),
    row.max.toFixed(1),
    row.eventsPerSecond.toFixed(0),
    row.deliveriesPerSecond.toFixed(0),
  ]);
  const header = ['phase', 'events', 'p50 ms', 'p99 ms', 'max ms', 'events/s', 'deliveries/s'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  console.log(`\nLive hub: ${CLIENTS} @microsoft/signalr clients in one daycare, events ${mode}; latency = publication to the last client`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  console.log(`\nEvents published: ${totalEvents}; lost (not at every client within ${LOST_AFTER_MS / 1000} s): ${lostEvents}; missing deliveries: ${missing}; duplicates: ${duplicates}`);
  console.log(`Target: p99 < ${P99_TARGET_MS} ms (paced phase): ${latency.p99 < P99_TARGET_MS ? 'met' : 'NOT met'}`);
}

// Last, so every class and constant above is initialised before either thread starts.
if (isMainThread) await main();
else await runClients(workerData);

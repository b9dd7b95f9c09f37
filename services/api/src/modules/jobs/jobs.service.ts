import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Job, PgBoss, type Queue, type UpdateQueueOptions } from 'pg-boss';
import { DataSource, type EntityManager } from 'typeorm';
import { DATABASE_SERVER } from '../../database/database.module';
import type { DatabaseServer } from '../../database/database-server';
import { poolDatabase, transactionDatabase } from './job-database';

/** pg-boss keeps its tables, versions them and migrates them itself, in this schema of the gateway's database. */
export const JOBS_SCHEMA = 'pgboss';

/** How long a worker waits between looks for due jobs when nothing woke it (retries, other instances' jobs). */
const DEFAULT_POLLING_INTERVAL_SECONDS = 2;
/** Shutdown waits this long for running jobs before pg-boss hands them back for a retry. */
const STOP_TIMEOUT_MS = 10_000;
/** `idle()` looks again this often, and gives up after this long. */
const IDLE_CHECK_INTERVAL_MS = 25;
const IDLE_TIMEOUT_MS = 30_000;

/** Retry, expiry and retention of a queue's jobs (pg-boss queue options). */
export type QueuePolicy = Omit<Queue, 'name' | 'policy' | 'partition' | 'deadLetter' | 'notify'>;

export interface JobDefinition<T extends object> {
  queue: string;
  policy: QueuePolicy;
  /** Runs one job; a thrown error fails the attempt and pg-boss retries it as the policy says. Its answer is kept as the job's output. */
  handler: (job: Job<T>) => Promise<object | void>;
  /** How often the worker looks for due jobs; a job sent from this instance wakes it at once. */
  pollingIntervalSeconds?: number;
  /** Creates a job on this cron expression, evaluated in `timeZone`; one job per occurrence across every instance. */
  schedule?: { cron: string; timeZone: string };
}

interface DueJobsRow {
  due: number;
}

/**
 * The gateway's one job queue, on pg-boss in the gateway's own database: queues are created at
 * start-up, jobs are retried with back-off and kept as history for the queue's retention, and
 * schedules create jobs on a cron expression. Workers start with the app and stop with it.
 */
@Injectable()
export class JobsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(JobsService.name);
  private readonly boss: PgBoss;
  private starting: Promise<void> | undefined;
  private readonly workers = new Map<string, string>();

  constructor(
    dataSource: DataSource,
    @Inject(DATABASE_SERVER) server: DatabaseServer,
  ) {
    this.boss = new PgBoss({
      db: poolDatabase(dataSource),
      schema: JOBS_SCHEMA,
      // Index rebuilds need their own sessions, which the embedded one-session database does not have.
      reindex: !server.embedded,
    });
    this.boss.on('error', (error) => this.logger.error(`Job queue: ${error.message}`));
    this.boss.on('warning', (warning) => this.logger.warn(`Job queue: ${warning.message}`));
  }

  onModuleInit(): Promise<void> {
    return this.start();
  }

  async onModuleDestroy(): Promise<void> {
    if (!this.starting) return;
    await this.starting.catch(() => undefined);
    // Graceful: a running job finishes; one still running at the timeout is failed and retried later.
    await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
    this.workers.clear();
  }

  /** Creates (or brings up to date) the queue, starts its worker and, with a schedule, its cron schedule. */
  async define<T extends object>(definition: JobDefinition<T>): Promise<void> {
    await this.start();
    const { queue, policy } = definition;
    if (await this.boss.getQueue(queue)) await this.boss.updateQueue(queue, toUpdateOptions(policy));
    else await this.boss.createQueue(queue, policy);
    const workerId = await this.boss.work<T>(
      queue,
      { batchSize: 1, pollingIntervalSeconds: definition.pollingIntervalSeconds ?? DEFAULT_POLLING_INTERVAL_SECONDS },
      async (jobs) => {
        let output: object | void = undefined;
        for (const job of jobs) output = await definition.handler(job);
        return output;
      },
    );
    this.workers.set(queue, workerId);
    if (definition.schedule) await this.boss.schedule(queue, definition.schedule.cron, null, { tz: definition.schedule.timeZone });
  }

  /**
   * Creates a job. With `transaction` it is created inside that transaction and exists only once it
   * commits; call `wake` after the commit so this instance's worker takes it at once.
   */
  async send<T extends object>(queue: string, data: T, options: { transaction?: EntityManager } = {}): Promise<string> {
    await this.start();
    const id = await this.boss.send(queue, data, options.transaction ? { db: transactionDatabase(options.transaction) } : {});
    if (!id) throw new Error(`The job queue did not take a job for ${queue}`);
    if (!options.transaction) this.wake(queue);
    return id;
  }

  /** Makes this instance's worker for the queue look for jobs now rather than at its next poll. */
  wake(queue: string): void {
    const workerId = this.workers.get(queue);
    if (workerId) this.boss.notifyWorker(workerId);
  }

  /** Changes the retry, expiry and retention of jobs created from now on. */
  updateQueue(queue: string, options: UpdateQueueOptions): Promise<void> {
    return this.boss.updateQueue(queue, options);
  }

  /** The queue's cron schedule as stored, or null. */
  async scheduleOf(queue: string): Promise<{ cron: string; timeZone: string } | null> {
    const schedule = await this.boss.getSchedule(queue);
    return schedule && { cron: schedule.cron, timeZone: schedule.timezone };
  }

  /**
   * Resolves once no job of the queue is running or due: every job created so far has completed,
   * failed for good, or waits for a retry later. Tests and shutdown wait on it.
   */
  async idle(queue: string, timeoutMs = IDLE_TIMEOUT_MS): Promise<void> {
    await this.start();
    const found = await this.boss.getQueue(queue);
    if (!found) return;
    // pg-boss answers queue counts from a cache; the job table is read directly for an exact answer.
    const sql = `SELECT count(*)::int AS due FROM ${JOBS_SCHEMA}.${found.table}
                  WHERE name = $1 AND (state = 'active' OR (state IN ('created', 'retry') AND start_after <= ${JOBS_SCHEMA}.job_now()))`;
    for (const started = Date.now(); ; ) {
      const { rows } = (await this.boss.getDb().executeSql(sql, [queue])) as { rows: DueJobsRow[] };
      if (rows[0].due === 0) return;
      if (Date.now() - started > timeoutMs) throw new Error(`Jobs of ${queue} still running or due after ${timeoutMs} ms`);
      this.wake(queue);
      await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_INTERVAL_MS));
    }
  }

  /** Starts pg-boss once: creates or migrates its schema (under its own lock, so replicas may start together). */
  private start(): Promise<void> {
    this.starting ??= this.boss.start().then(() => undefined);
    return this.starting;
  }
}

/** A queue's options as `updateQueue` takes them. */
function toUpdateOptions(policy: QueuePolicy): UpdateQueueOptions {
  const { retryDelayMax, heartbeatSeconds: _heartbeat, ...rest } = policy;
  // A cap left out is cleared, so a queue created with one does not keep it; pg-boss takes a cap only with back-off.
  return policy.retryBackoff ? { ...rest, retryDelayMax: retryDelayMax ?? null } : rest;
}

/**
 * The job queue on Redis (BullMQ), used when REDIS_URL is set. Jobs wait in Redis, so a job queued by one BFF process
 * runs on any; a job whose process died (its lock not renewed for `lockDurationMs`) is found by a worker's stalled
 * check and run again once (`attempt` 2); stalling a second time ends it as failed, and `onAbandoned` records that on
 * its transaction. The job id is the transaction id, so one transaction never runs twice at a time. A stopping process
 * hands its running jobs back: each stops on its signal and goes back to waiting at once (counted as a run, so the next
 * one is attempt 2 and resumes), not after its lock lapses.
 */
import { Queue, WaitingError, Worker, type Job } from 'bullmq';
import type { LogSink } from '../logger';
import type { QueueCounts } from '../metrics';
import { connectRedis, type RedisConnection, type RedisTarget } from '../redis-target';
import type { JobQueue, JobRequest, JobRunner } from './job-queue';

const KEEP_FAILED_SECONDS = 30 * 24 * 3600;

export interface BullJobQueueOptions {
  redis: RedisTarget;
  /** Redis key prefix of the queue's keys (BullMQ's own prefix option). */
  prefix: string;
  /** Database index; overrides the URL's (tests use their own). */
  db?: number;
  queueName?: string;
  run: JobRunner;
  /** Called for a job that stalled too often to run again. */
  onAbandoned: (request: JobRequest) => Promise<void>;
  concurrency?: number;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** On close: how long running jobs get to stop on their signal and be handed back (others keep their lock). */
  handBackWithinMs?: number;
  logSink?: LogSink;
}

/** What waits in Redis: the request, and how often a stopping process handed it back. */
interface QueuedJob extends JobRequest {
  handedBack?: number;
}

function isJobRequest(value: unknown): value is QueuedJob {
  const data = value as Partial<QueuedJob> | null;
  const handedBack = data?.handedBack;
  return (
    typeof data?.kind === 'string' &&
    typeof data.transactionId === 'string' &&
    typeof data.payload === 'object' &&
    data.payload !== null &&
    (handedBack === undefined || typeof handedBack === 'number')
  );
}

export class BullJobQueue implements JobQueue {
  readonly #queue: Queue;
  readonly #worker: Worker;
  readonly #connections: RedisConnection[];
  readonly #stopping = new AbortController();
  readonly #processing = new Set<Promise<void>>();
  readonly #handBackWithinMs: number;

  constructor(options: BullJobQueueOptions) {
    const log = options.logSink ?? (() => {});
    const connect = () => connectRedis(options.redis, { maxRetriesPerRequest: null, ...(options.db === undefined ? {} : { db: options.db }) });
    this.#connections = [connect(), connect()];
    const [queueConnection, workerConnection] = this.#connections as [RedisConnection, RedisConnection];
    const name = options.queueName ?? 'jobs';
    this.#queue = new Queue(name, { connection: queueConnection, prefix: options.prefix });
    this.#worker = new Worker(
      name,
      async (job, token) => {
        const processing = this.#process(job, token, options.run);
        this.#processing.add(processing);
        try {
          await processing;
        } finally {
          this.#processing.delete(processing);
        }
      },
      {
        connection: workerConnection,
        prefix: options.prefix,
        concurrency: Math.max(1, options.concurrency ?? 1),
        lockDuration: options.lockDurationMs ?? 30_000,
        stalledInterval: options.stalledIntervalMs ?? Math.ceil((options.lockDurationMs ?? 30_000) / 2),
        maxStalledCount: 1,
      },
    );
    this.#worker.on('failed', (job, error) => {
      log({ level: 'error', message: 'job abandoned', transactionId: job?.id, error: error.message });
      if (job && isJobRequest(job.data)) void options.onAbandoned(job.data).catch(() => {});
    });
    const logError = (error: Error) => log({ level: 'error', message: 'job queue error', error: error.message });
    this.#worker.on('error', logError);
    this.#queue.on('error', logError);
    this.#handBackWithinMs = options.handBackWithinMs ?? 10_000;
  }

  async #process(job: Job, token: string | undefined, run: JobRunner): Promise<void> {
    const data: unknown = job.data;
    if (!isJobRequest(data)) throw new Error('malformed job');
    const handedBack = data.handedBack ?? 0;
    const outcome = await run(data, 1 + job.stalledCounter + handedBack, this.#stopping.signal);
    if (outcome !== 'left' || token === undefined) return;
    await job.updateData({ ...data, handedBack: handedBack + 1 } satisfies QueuedJob);
    await job.moveToWait(token);
    throw new WaitingError();
  }

  async enqueue(request: JobRequest): Promise<void> {
    await this.#queue.add(request.kind, request, {
      jobId: request.transactionId,
      attempts: 1,
      removeOnComplete: true,
      removeOnFail: { age: KEEP_FAILED_SECONDS },
    });
  }

  async drain(): Promise<void> {
    for (;;) {
      const counts = await this.#queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');
      if (Object.values(counts).every((count) => count === 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * Stops taking jobs; a running job stops at its next step and is handed back to the queue. One that has not stopped
   * within handBackWithinMs keeps its place and runs again after its lock lapses.
   */
  async close(): Promise<void> {
    await this.#worker.pause(true); // takes no other job, the handed-back ones included
    this.#stopping.abort();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, this.#handBackWithinMs)));
    await Promise.race([Promise.allSettled([...this.#processing]), timeout]);
    clearTimeout(timer);
    await this.#worker.close(true);
    await this.#queue.close();
    await Promise.allSettled(this.#connections.map((connection) => connection.quit()));
  }

  async counts(): Promise<QueueCounts> {
    const { waiting = 0, active = 0, delayed = 0 } = await this.#queue.getJobCounts('waiting', 'active', 'delayed');
    return { waiting, active, delayed };
  }

  /** Removes every key of this queue (tests). */
  async obliterate(): Promise<void> {
    await this.#queue.obliterate({ force: true });
  }
}

/**
 * Background jobs that each belong to one transaction. The queue marks the transaction inProgress, runs the job,
 * then marks it done (or warning) with what the job produced, or error with a code and message (never a stack).
 * InProcessJobQueue runs jobs in this process; a BullMQ queue can stand behind the same JobQueue interface.
 */
import { ERROR_MESSAGES } from '@contract/errors';
import type { TransactionError } from '@contract/transactions/transaction.types';
import { ApiFailure } from '../api-failure';
import type { LogSink } from '../logger';
import type { TransactionStore } from './transaction-store';

export interface JobResult {
  rows?: number | null;
  file?: string | null;
  /** 'warning' when the job finished with child errors worth a look; 'done' by default. */
  status?: 'done' | 'warning';
  childErrors?: TransactionError[];
}

export interface Job {
  transactionId: string;
  /** What the job does, for logs (e.g. orderExport). */
  name: string;
  run(): Promise<JobResult>;
}

export interface JobQueue {
  /** Queues the job and returns at once; the transaction tells how it went. */
  enqueue(job: Job): void;
  /** Resolves once every queued and running job has finished (jobs queued meanwhile included). */
  drain(): Promise<void>;
}

/** Thrown by a job to fail its transaction with this code and message (shown to the seller). */
export class JobFailure extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** What the seller sees of a failure: a known code and its text, never internals. */
export function transactionErrorOf(error: unknown): TransactionError {
  if (error instanceof JobFailure || error instanceof ApiFailure) return { code: error.code, message: error.message };
  return { code: 'generic', message: ERROR_MESSAGES.generic };
}

export interface InProcessJobQueueOptions {
  transactions: TransactionStore;
  /** Jobs running at once (default 1). */
  concurrency?: number;
  logSink?: LogSink;
}

export class InProcessJobQueue implements JobQueue {
  readonly #waiting: Job[] = [];
  readonly #transactions: TransactionStore;
  readonly #concurrency: number;
  readonly #log: LogSink;
  #running = 0;
  #idle: (() => void)[] = [];

  constructor(options: InProcessJobQueueOptions) {
    this.#transactions = options.transactions;
    this.#concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
    this.#log = options.logSink ?? (() => {});
  }

  enqueue(job: Job): void {
    this.#waiting.push(job);
    this.#pump();
  }

  drain(): Promise<void> {
    if (this.#running === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #pump(): void {
    while (this.#running < this.#concurrency && this.#waiting.length > 0) {
      const job = this.#waiting.shift()!;
      this.#running += 1;
      void this.#run(job).finally(() => {
        this.#running -= 1;
        this.#pump();
        if (this.#running === 0 && this.#waiting.length === 0) for (const resolve of this.#idle.splice(0)) resolve();
      });
    }
  }

  async #run(job: Job): Promise<void> {
    const started = Date.now();
    try {
      await this.#transactions.update(job.transactionId, { status: 'inProgress' });
      const result = await job.run();
      await this.#transactions.update(job.transactionId, {
        status: result.status ?? 'done',
        rows: result.rows ?? null,
        file: result.file ?? null,
        ...(result.childErrors ? { childErrors: result.childErrors } : {}),
      });
      this.#log({ level: 'info', message: 'job done', job: job.name, transactionId: job.transactionId, ms: Date.now() - started });
    } catch (error) {
      this.#log({
        level: 'error', message: 'job failed', job: job.name, transactionId: job.transactionId, ms: Date.now() - started,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      await this.#transactions.update(job.transactionId, { status: 'error', error: transactionErrorOf(error) }).catch((updateError: unknown) => {
        this.#log({ level: 'error', message: 'job status not saved', transactionId: job.transactionId, error: String(updateError) });
      });
    }
  }
}

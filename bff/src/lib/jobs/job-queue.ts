/**
 * Background jobs, each tracked by one transaction. A job is data (its kind, its transaction, a JSON payload), so it
 * can wait in Redis; `jobRunner` is the one path that runs it, whichever queue holds it: it marks the transaction
 * inProgress, calls the kind's handler, then records done or warning with what the handler produced, or error with a
 * code and message (never a stack). InProcessJobQueue runs jobs in this process (no Redis); BullJobQueue (bull-queue.ts)
 * keeps them in Redis, where a job whose process died is picked up again.
 */
import { SpanStatusCode, type Context as TraceContext, type Tracer } from '@opentelemetry/api';
import { ERROR_MESSAGES } from '@contract/errors';
import type { TransactionError, TransactionMethod } from '@contract/transactions/transaction.types';
import { ApiFailure } from '../api-failure';
import type { LogSink } from '../logger';
import type { AppMetrics, JobOutcome, QueueCounts } from '../metrics';
import { NO_TRACER, startJobSpan } from '../tracing';
import type { TransactionStore } from './transaction-store';

export type JobPayload = Readonly<Record<string, unknown>>;

export interface JobRequest {
  /** The handler that runs it: the transaction's method. */
  kind: TransactionMethod;
  transactionId: string;
  payload: JobPayload;
  /** The W3C `traceparent` of the request that queued it (traceparentOf): the job's span joins that trace. */
  traceparent?: string | undefined;
}

export interface JobResult {
  rows?: number | null;
  file?: string | null;
  importErrorFile?: string | null;
  /** 'warning' when the job finished with child errors worth a look; 'done' by default. */
  status?: 'done' | 'warning' | 'error';
  error?: TransactionError | null;
  childErrors?: TransactionError[];
}

export interface RunningJob {
  transactionId: string;
  payload: JobPayload;
  /** 1 on the first run; more when the job is run again after its process stopped. */
  attempt: number;
  /** Records how far the job is (shown on the transaction while it runs). */
  progress(done: number, total: number | null): Promise<void>;
  /** Aborted when this process stops taking jobs: a long job stops at its next step and is run again elsewhere. */
  signal: AbortSignal;
  /** The job's span: its downstream calls continue it (`services.withTrace(job.trace)`). */
  trace?: TraceContext | undefined;
}

export type JobHandler = (job: RunningJob) => Promise<JobResult>;
export type JobHandlers = Partial<Record<TransactionMethod, JobHandler>>;

export interface JobQueue {
  /** Queues the job; the transaction tells how it went. */
  enqueue(request: JobRequest): Promise<void>;
  /** Resolves once every queued and running job has finished (jobs queued meanwhile included). */
  drain(): Promise<void>;
  /** Stops taking jobs; a running job is left to finish (in process) or to be picked up again (Redis). */
  close(): Promise<void>;
  /** The jobs waiting, running and delayed now (with Redis, the whole fleet's). */
  counts(): Promise<QueueCounts>;
}

/** Thrown by a job to fail its transaction with this code and message (shown to the seller). */
export class JobFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The values the code's text in the reader's language names (an import's missing headers and its sheet). */
    readonly params?: Record<string, string> | undefined,
  ) {
    super(message);
    this.name = 'JobFailure';
  }
}

/** What the seller sees of a failure: a known code and its text, never internals. */
export function transactionErrorOf(error: unknown): TransactionError {
  if (error instanceof JobFailure && error.params) return { code: error.code, message: error.message, params: error.params };
  if (error instanceof JobFailure || error instanceof ApiFailure) return { code: error.code, message: error.message };
  return { code: 'generic', message: ERROR_MESSAGES.generic };
}

export interface JobRunnerOptions {
  handlers: JobHandlers;
  transactions: TransactionStore;
  logSink?: LogSink;
  metrics?: Pick<AppMetrics, 'jobFinished'>;
  /** Records each run as a span `job <kind>` in the trace of the request that queued it (default: the no-op tracer). */
  tracer?: Tracer;
}

/**
 * `signal`: the process is stopping; a job that ends because of it leaves its transaction for the next process and
 * resolves 'left' (the Redis queue hands it back), any other outcome 'finished'.
 */
export type JobRunner = (request: JobRequest, attempt: number, signal?: AbortSignal) => Promise<JobRunOutcome>;
export type JobRunOutcome = 'finished' | 'left';

/** The one way a job runs; it never throws (every outcome lands on the transaction). */
export function jobRunner(options: JobRunnerOptions): JobRunner {
  const { transactions } = options;
  const log = options.logSink ?? (() => {});
  const measured = options.metrics ?? { jobFinished: () => {} };
  return async (request, attempt, signal = new AbortController().signal) => {
    const { kind, transactionId } = request;
    const started = Date.now();
    const traced = startJobSpan(options.tracer ?? NO_TRACER, `job ${kind}`, request.traceparent);
    traced.span.setAttributes({ 'tezgah.job': kind, 'tezgah.transaction': transactionId, 'tezgah.attempt': attempt });
    const finished = (outcome: JobOutcome) => {
      measured.jobFinished(kind, outcome, (Date.now() - started) / 1000);
      traced.span.setAttribute('tezgah.outcome', outcome);
      if (outcome === 'failed') traced.span.setStatus({ code: SpanStatusCode.ERROR });
      traced.span.end();
    };
    try {
      const handler = options.handlers[kind];
      if (!handler) throw new Error(`no handler for ${kind}`);
      await transactions.update(transactionId, { status: 'inProgress' });
      const progress = async (done: number, total: number | null) => {
        await transactions.update(transactionId, { progress: { done, total } });
      };
      // Nothing to continue (no tracer recording, no stored traceparent): the calls go as they would without a trace.
      const trace = traced.span.isRecording() || request.traceparent ? traced.context : undefined;
      const result = await handler({ transactionId, payload: request.payload, attempt, progress, signal, trace });
      await transactions.update(transactionId, {
        status: result.status ?? 'done',
        rows: result.rows ?? null,
        file: result.file ?? null,
        ...(result.importErrorFile !== undefined ? { importErrorFile: result.importErrorFile } : {}),
        ...(result.error !== undefined ? { error: result.error } : {}),
        ...(result.childErrors ? { childErrors: result.childErrors } : {}),
      });
      log({ level: 'info', message: 'job done', job: kind, transactionId, attempt, ms: Date.now() - started });
      finished(result.status ?? 'done');
      return 'finished';
    } catch (error) {
      if (signal.aborted) {
        log({ level: 'info', message: 'job left for another process', job: kind, transactionId, attempt });
        finished('handedBack');
        return 'left';
      }
      log({
        level: 'error',
        message: 'job failed',
        job: kind,
        transactionId,
        attempt,
        ms: Date.now() - started,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      });
      finished('failed');
      await transactions.update(transactionId, { status: 'error', error: transactionErrorOf(error) }).catch((updateError: unknown) => {
        log({ level: 'error', message: 'job status not saved', transactionId, error: String(updateError) });
      });
      return 'finished';
    }
  };
}

export interface InProcessJobQueueOptions {
  run: JobRunner;
  /** Jobs running at once (default 1). */
  concurrency?: number;
}

export class InProcessJobQueue implements JobQueue {
  readonly #waiting: JobRequest[] = [];
  readonly #run: JobRunner;
  readonly #concurrency: number;
  #running = 0;
  #closed = false;
  #idle: (() => void)[] = [];

  constructor(options: InProcessJobQueueOptions) {
    this.#run = options.run;
    this.#concurrency = Math.max(1, Math.floor(options.concurrency ?? 1));
  }

  async enqueue(request: JobRequest): Promise<void> {
    if (this.#closed) throw new Error('job queue closed');
    this.#waiting.push(request);
    this.#pump();
  }

  drain(): Promise<void> {
    if (this.#running === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  async counts(): Promise<QueueCounts> {
    return { waiting: this.#waiting.length, active: this.#running, delayed: 0 };
  }

  async close(): Promise<void> {
    this.#closed = true;
    await this.drain();
  }

  #pump(): void {
    while (this.#running < this.#concurrency && this.#waiting.length > 0) {
      const request = this.#waiting.shift()!;
      this.#running += 1;
      void this.#run(request, 1).finally(() => {
        this.#running -= 1;
        this.#pump();
        if (this.#running === 0 && this.#waiting.length === 0) for (const resolve of this.#idle.splice(0)) resolve();
      });
    }
  }
}

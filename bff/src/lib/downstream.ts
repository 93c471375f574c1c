/**
 * Calls to the downstream services. Each call carries a freshly signed (or briefly cached) JWT for the caller and
 * nothing from the browser: headers are built here from scratch. Failures become contract error codes.
 */
import { SpanStatusCode, type Context as TraceContext, type Tracer } from '@opentelemetry/api';
import { ERROR_STATUS } from '@contract/api/error-status';
import { isErrorCode } from '@contract/errors';
import { SERVICE_SUBJECT, type DownstreamError, type ServiceName } from '@contract/downstream/common';
import { ApiFailure } from './api-failure';
import { CircuitBreaker, CircuitOpen, DEFAULT_BREAKER, type BreakerSettings } from './circuit-breaker';
import type { Clock } from './clock';
import { answerProblem, invalidAnswer, isConnectionReset, MAX_ANSWER_BYTES, parsedAnswer, UnreadableAnswer } from './downstream-answer';
import { AnswerTooLarge, readJson, type DownstreamAnswer, type DownstreamRequest, type Transport } from './downstream-transport';
import type { LogSink } from './logger';
import { NO_METRICS, type AppMetrics, type CallOutcome } from './metrics';
import type { Caller, TokenSigner } from './token-signer';
import { NO_TRACER, startCallSpan } from './tracing';

export const SERVICE_CALLER: Caller = { sub: SERVICE_SUBJECT, role: 'service' };
/** Breakers kept at once (one per service and company in use); closed ones are forgotten past it. */
const MAX_BREAKERS = 10_000;

export interface CallOptions {
  method?: DownstreamRequest['method'];
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  requestId?: string;
  /** The browser request's trace context: the call is a client span under it. */
  trace?: TraceContext;
}

export interface DownstreamOptions {
  clock?: Clock;
  /** The whole call's budget, retries included (DOWNSTREAM_TIMEOUT_MS × 2 in the app); past it: 503 downstreamUnavailable. */
  deadlineMs?: number;
  maxAnswerBytes?: number;
  /** How many times a GET whose connection was reset is sent again (other methods never are). */
  getRetries?: number;
  breaker?: BreakerSettings;
  log?: LogSink;
  metrics?: AppMetrics;
  /** Records each call as a client span (default: OpenTelemetry's no-op tracer, which still passes a trace on). */
  tracer?: Tracer;
}

/** The call's budget ran out (the transport is told through its signal and the call stops waiting at once). */
export class DeadlinePassed extends Error {
  constructor(
    readonly service: ServiceName,
    readonly deadlineMs: number,
  ) {
    super(`${service} did not answer within ${deadlineMs} ms`);
    this.name = 'TimeoutError';
  }
}

export class DownstreamFailure extends Error {
  constructor(
    readonly service: ServiceName,
    readonly status: number,
    readonly error: string,
    message: string,
    /** Field problems a refusal names (`{ error: 'validation', fields }`), passed on to the browser. */
    readonly fields?: Record<string, string>,
  ) {
    super(`${service} answered ${status} ${error}: ${message}`);
    this.name = 'DownstreamFailure';
  }
}

export class Downstream {
  readonly #breakers = new Map<string, { service: ServiceName; breaker: CircuitBreaker }>();
  readonly #clock: Clock;
  readonly #deadlineMs: number;
  readonly #maxAnswerBytes: number;
  readonly #getRetries: number;
  readonly #log: LogSink;
  readonly #metrics: AppMetrics;
  readonly #tracer: Tracer;

  constructor(
    private readonly transport: Transport,
    private readonly signer: TokenSigner,
    private readonly options: DownstreamOptions = {},
  ) {
    this.#clock = options.clock ?? Date.now;
    this.#deadlineMs = options.deadlineMs ?? 10_000;
    this.#maxAnswerBytes = options.maxAnswerBytes ?? MAX_ANSWER_BYTES;
    this.#getRetries = options.getRetries ?? 2;
    this.#log = options.log ?? (() => {});
    this.#metrics = options.metrics ?? NO_METRICS;
    this.#tracer = options.tracer ?? NO_TRACER;
  }

  /** Calls a service as `caller` (null: no token, for /v1/health and the sandbox outbox). */
  async call<T>(service: ServiceName, caller: Caller | null, options: CallOptions): Promise<T> {
    return parsedAnswer(service, await this.text(service, caller, options)) as T;
  }

  /** The same call, answering the service's JSON text as it came: for routes that pass an answer on unchanged. */
  async text(service: ServiceName, caller: Caller | null, options: CallOptions): Promise<string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller) headers.authorization = `Bearer ${await this.signer.forService(service, caller)}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const request: DownstreamRequest = {
      method: options.method ?? 'GET',
      path: options.path + queryString(options.query),
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    };
    let answer: DownstreamAnswer;
    const started = performance.now();
    const span = startCallSpan(this.#tracer, options.trace, `${request.method} ${service}`, headers);
    const measure = (outcome: CallOutcome) => {
      this.#metrics.downstreamCall(service, outcome, (performance.now() - started) / 1000);
      span.setAttributes({ 'tezgah.service': service, 'tezgah.outcome': outcome });
      if (outcome === 'failed' || outcome === 'circuitOpen') span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    };
    try {
      answer = await this.breakerOf(service, caller?.companyId).run(
        () => this.#sendWithin(service, request),
        (sent) => sent.status >= 500 || (sent.status < 400 && answerProblem(sent.text, this.#maxAnswerBytes) !== null),
      );
    } catch (cause) {
      measure(cause instanceof CircuitOpen ? 'circuitOpen' : 'failed');
      this.#log({ level: 'warn', msg: 'downstream call failed', service, method: request.method, error: errorName(cause) });
      if (cause instanceof AnswerTooLarge) throw invalidAnswer(cause);
      throw new ApiFailure('downstreamUnavailable', { cause });
    }
    const problem = answer.status < 400 ? answerProblem(answer.text, this.#maxAnswerBytes) : null;
    measure(answer.status >= 500 || problem ? 'failed' : answer.status >= 400 ? 'refused' : 'ok');
    if (answer.status >= 400) {
      const body = (readJson(answer.text) ?? {}) as Partial<DownstreamError> & { fields?: unknown };
      throw toApiFailure(new DownstreamFailure(service, answer.status, body.error ?? 'unknown', body.message ?? '', stringRecord(body.fields)));
    }
    if (problem) {
      this.#log({ level: 'warn', msg: 'downstream answer unreadable', service, method: request.method, error: problem });
      throw invalidAnswer(new UnreadableAnswer(service, problem));
    }
    return answer.text;
  }

  async isHealthy(service: ServiceName): Promise<boolean> {
    try {
      const body = await this.call<{ status?: string } | null>(service, null, { path: '/v1/health' });
      return body?.status === 'ok';
    } catch {
      return false;
    }
  }

  /**
   * The breaker for a service's calls for one company (calls for no company share the service's own): a failing
   * service never holds up calls to the others, and one seller whose data a service cannot serve never holds up the rest.
   */
  breakerOf(service: ServiceName, companyId?: number): CircuitBreaker {
    const key = companyId === undefined ? service : `${service}:${companyId}`;
    let breaker = this.#breakers.get(key)?.breaker;
    if (!breaker) {
      if (this.#breakers.size >= MAX_BREAKERS) this.#dropClosedBreakers();
      breaker = new CircuitBreaker(service, this.#clock, this.options.breaker ?? DEFAULT_BREAKER, (state) => {
        this.#log({ level: state === 'open' ? 'error' : 'info', msg: `circuit ${state}`, service, ...(companyId === undefined ? {} : { companyId }) });
        this.#metrics.breakerChanged(service, state);
      });
      this.#breakers.set(key, { service, breaker });
    }
    return breaker;
  }

  /** How many circuits are open now, per service. */
  openCircuits(): Partial<Record<ServiceName, number>> {
    const open: Partial<Record<ServiceName, number>> = {};
    for (const { service, breaker } of this.#breakers.values()) if (breaker.state === 'open') open[service] = (open[service] ?? 0) + 1;
    return open;
  }

  /** A closed breaker holds only recent counts: forgetting one costs at most a few failures counted again. */
  #dropClosedBreakers(): void {
    for (const [key, { breaker }] of this.#breakers) if (breaker.state === 'closed') this.#breakers.delete(key);
  }

  /** Sends within the deadline; a GET whose connection was reset is sent again, at most `getRetries` times. */
  async #sendWithin(service: ServiceName, request: DownstreamRequest): Promise<DownstreamAnswer> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const passed = new DeadlinePassed(service, this.#deadlineMs);
        controller.abort(passed);
        reject(passed);
      }, this.#deadlineMs);
    });
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          return await Promise.race([this.transport.send(service, { ...request, signal: controller.signal }), deadline]);
        } catch (error) {
          const again = request.method === 'GET' && attempt < this.#getRetries && !controller.signal.aborted && isConnectionReset(error);
          if (!again) throw error;
          this.#log({ level: 'warn', msg: 'downstream connection reset; sending the GET again', service, attempt: attempt + 1 });
        }
      }
    } finally {
      clearTimeout(timer);
    }
  }
}

function errorName(error: unknown): string {
  if (error instanceof CircuitOpen) return 'CircuitOpen';
  const code = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined;
  return error instanceof Error ? (typeof code === 'string' ? `${error.name} ${code}` : error.name) : 'unknown';
}

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

function queryString(query: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function toApiFailure(failure: DownstreamFailure): ApiFailure {
  const { status, error } = failure;
  const cause = failure;
  if (status === 401 && error === 'invalid_credentials') return new ApiFailure('invalidCredentials', { cause });
  if (status === 429 && error === 'reset_timeout') return new ApiFailure('resetTimeout', { cause });
  if (status === 410) return new ApiFailure('resetFailed', { cause });
  if (status === 409 && error === 'email_in_use') return new ApiFailure('emailInUse', { cause, fields: { email: 'errors.emailInUse' } });
  if (status === 400 && error === 'weak_password') return new ApiFailure('validation', { cause, fields: { password: 'validation.passwordRules' } });
  // A missing record the contract names (categoryNotFound: spec §8's 'Category not found') keeps its code.
  if (status === 404) return new ApiFailure(isErrorCode(error) && ERROR_STATUS[error] === 404 ? error : 'notFound', { cause });
  // Refusals of the business rules carry the contract's own error code (contract/downstream/marketplace.ts).
  if ((status === 409 || status === 400 || status === 413) && isErrorCode(error)) {
    return new ApiFailure(error, { cause, ...(failure.fields ? { fields: failure.fields } : {}) });
  }
  if (status === 403 && (error === 'importSuspended' || error === 'importBanned')) return new ApiFailure(error, { cause });
  if (status === 403) return new ApiFailure('forbidden', { cause });
  if (status >= 500) return new ApiFailure('downstreamUnavailable', { cause });
  return new ApiFailure('generic', { cause });
}

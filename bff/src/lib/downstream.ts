/**
 * Calls to the downstream services. Each call carries a freshly signed (or briefly cached) JWT for the caller and
 * nothing from the browser: headers are built here from scratch. Failures become contract error codes.
 */
import { ERROR_MESSAGES, type ErrorCode } from '@contract/errors';
import { SERVICE_SUBJECT, type DownstreamError, type ServiceName } from '@contract/downstream/common';
import { ApiFailure } from './api-failure';
import { readJson, type DownstreamRequest, type Transport } from './downstream-transport';
import type { Caller, TokenSigner } from './token-signer';

export const SERVICE_CALLER: Caller = { sub: SERVICE_SUBJECT, role: 'service' };

export interface CallOptions {
  method?: DownstreamRequest['method'];
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  requestId?: string;
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
  constructor(
    private readonly transport: Transport,
    private readonly signer: TokenSigner,
  ) {}

  /** Calls a service as `caller` (null: no token, for /v1/health and the sandbox outbox). */
  async call<T>(service: ServiceName, caller: Caller | null, options: CallOptions): Promise<T> {
    return readJson(await this.text(service, caller, options)) as T;
  }

  /** The same call, answering the service's JSON text as it came: for routes that pass an answer on unchanged. */
  async text(service: ServiceName, caller: Caller | null, options: CallOptions): Promise<string> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (caller) headers.authorization = `Bearer ${await this.signer.forService(service, caller)}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let answer;
    try {
      answer = await this.transport.send(service, {
        method: options.method ?? 'GET',
        path: options.path + queryString(options.query),
        headers,
        ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      });
    } catch (cause) {
      throw new ApiFailure('downstreamUnavailable', { cause });
    }
    if (answer.status >= 400) {
      const body = (readJson(answer.text) ?? {}) as Partial<DownstreamError> & { fields?: unknown };
      throw toApiFailure(new DownstreamFailure(service, answer.status, body.error ?? 'unknown', body.message ?? '', stringRecord(body.fields)));
    }
    return answer.text;
  }

  async isHealthy(service: ServiceName): Promise<boolean> {
    try {
      const body = await this.call<{ status?: string }>(service, null, { path: '/v1/health' });
      return body.status === 'ok';
    } catch {
      return false;
    }
  }
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
  if (status === 404) return new ApiFailure('notFound', { cause });
  if (status === 400 && (error === 'noItemsSelected' || error === 'itemNotInOrder'))
    return new ApiFailure('validation', { cause, fields: { itemIds: 'validation.selectItems' } });
  // Refusals of the business rules carry the contract's own error code (contract/downstream/marketplace.ts).
  if ((status === 409 || status === 400 || status === 413) && error in ERROR_MESSAGES) {
    return new ApiFailure(error as ErrorCode, { cause, ...(failure.fields ? { fields: failure.fields } : {}) });
  }
  if (status === 403 && (error === 'importSuspended' || error === 'importBanned')) return new ApiFailure(error, { cause });
  if (status === 403) return new ApiFailure('forbidden', { cause });
  if (status >= 500) return new ApiFailure('downstreamUnavailable', { cause });
  return new ApiFailure('generic', { cause });
}

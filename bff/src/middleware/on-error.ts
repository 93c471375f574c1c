/** The one error handler: `{ code, message, fields? }` (contract/errors.ts) for every failure, and JSON 404s. */
import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { apiError, ERROR_STATUS } from '@contract/api/error-status';
import type { ErrorCode } from '@contract/errors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiFailure } from '../lib/api-failure';
import type { AppEnv } from '../lib/app-env';
import type { LogSink } from '../lib/logger';
import type { AppMetrics } from '../lib/metrics';
import { StoreUnavailable } from '../lib/store';

const CODE_BY_HTTP_STATUS: Record<number, ErrorCode> = { 400: 'validation', 401: 'unauthenticated', 403: 'forbidden', 404: 'notFound', 413: 'validation' };

export function errorHandler({ sink, metrics }: { sink: LogSink; metrics?: Pick<AppMetrics, 'storeUnavailable'> }): ErrorHandler<AppEnv> {
  return function onError(error, c) {
    if (error instanceof ApiFailure) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
      return c.json(error.toBody(), error.status);
    }
    if (error instanceof StoreUnavailable) {
      // Never answered as signed out (401) or let through: the client waits and tries again.
      sink({ level: 'error', id: c.get('requestId'), message: error.message, error: error.name });
      metrics?.storeUnavailable();
      return c.json(apiError('storeUnavailable'), 503);
    }
    if (error instanceof HTTPException) {
      const code = CODE_BY_HTTP_STATUS[error.status] ?? 'generic';
      return c.json(apiError(code), error.status === 413 ? 413 : (ERROR_STATUS[code] as ContentfulStatusCode));
    }
    sink({ level: 'error', id: c.get('requestId'), message: error.message, error: error.name, stack: error.stack?.split('\n').slice(0, 6).join(' | ') });
    return c.json(apiError('generic'), 500);
  };
}

export const notFound: NotFoundHandler<AppEnv> = (c) => c.json(apiError('notFound'), 404);

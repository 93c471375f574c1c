/**
 * One log line per request: id, method, path, status, ms. Only the path is logged (no query, headers, cookies or
 * bodies); `redactPath` hides secrets that live in paths (password-reset tokens).
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../lib/app-env';
import type { LogSink } from '../lib/logger';

export interface RequestLogOptions {
  sink: LogSink;
  redactPath?: (path: string) => string;
}

export function requestLog({ sink, redactPath = (path) => path }: RequestLogOptions): MiddlewareHandler<AppEnv> {
  return async function requestLogHandler(c, next) {
    const started = performance.now();
    await next();
    sink({
      level: c.res.status >= 500 ? 'error' : 'info',
      id: c.get('requestId'),
      method: c.req.method,
      path: redactPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

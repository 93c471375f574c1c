/** The request's trace (lib/tracing.ts): a server span named by the route pattern, under the caller's traceparent. */
import { SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from '../lib/app-env';
import { contextOfHeaders } from '../lib/tracing';

/** The request's server span; `c.get('trace')` is its context, which the request's downstream calls continue. */
export function requestTrace(tracer: Tracer): MiddlewareHandler<AppEnv> {
  return async function requestTrace(c, next) {
    const parent = contextOfHeaders(c.req.raw.headers);
    const span = tracer.startSpan(`${c.req.method} ${c.req.path}`, { kind: SpanKind.SERVER }, parent);
    c.set('trace', trace.setSpan(parent, span));
    try {
      await next();
    } finally {
      span.updateName(`${c.req.method} ${routePath(c) || 'unmatched'}`);
      span.setAttributes({ 'http.request.method': c.req.method, 'http.route': routePath(c), 'http.response.status_code': c.res.status });
      if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
  };
}

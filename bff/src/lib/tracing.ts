/**
 * W3C trace context through the BFF: a browser request's `traceparent` (or a new trace, when tracing is on) becomes
 * the request's server span, and every downstream call it makes is a client span whose `traceparent` the service
 * receives. The tracer is given to the app (start.ts builds an exporting one when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * otel-tracer.ts); by default it is OpenTelemetry's no-op one, which records nothing and still passes a caller's
 * `traceparent` on, so the trace id is kept across the BFF at no cost.
 */
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppEnv } from './app-env';

const propagator = new W3CTraceContextPropagator();
const headerGetter = {
  keys: (carrier: Headers) => [...carrier.keys()],
  get: (carrier: Headers, key: string) => carrier.get(key) ?? undefined,
};

/** OpenTelemetry's no-op tracer: nothing recorded, a parent's context passed through. */
export const NO_TRACER: Tracer = trace.getTracerProvider().getTracer('tezgah');

/** The request's span context from its headers (`traceparent`, `tracestate`); the root when absent or malformed. */
export const contextOfHeaders = (headers: Headers): Context => propagator.extract(ROOT_CONTEXT, headers, headerGetter);

/** Writes `traceparent` (and `tracestate`) for the span in `traced` into the outgoing headers. */
export function writeTraceHeaders(traced: Context, headers: Record<string, string>): void {
  propagator.inject(traced, headers, { set: (carrier, key, value) => (carrier[key] = value) });
}

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

/** A downstream call's client span under `parent`, and the headers that carry it to the service. */
export function startCallSpan(tracer: Tracer, parent: Context | undefined, name: string, headers: Record<string, string>): Span {
  const span = tracer.startSpan(name, { kind: SpanKind.CLIENT }, parent ?? ROOT_CONTEXT);
  writeTraceHeaders(trace.setSpan(parent ?? ROOT_CONTEXT, span), headers);
  return span;
}

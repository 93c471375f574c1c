/**
 * W3C trace context through the BFF: a browser request's `traceparent` (or a new trace, when tracing is on) becomes
 * the request's server span, and every downstream call it makes is a client span whose `traceparent` the service
 * receives. The tracer is given to the app (start.ts builds an exporting one when OTEL_EXPORTER_OTLP_ENDPOINT is set,
 * otel-tracer.ts); by default it is OpenTelemetry's no-op one, which records nothing and still passes a caller's
 * `traceparent` on, so the trace id is kept across the BFF at no cost.
 */
import { ROOT_CONTEXT, SpanKind, trace, type Context, type Span, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

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

/** A downstream call's client span under `parent`, and the headers that carry it to the service. */
export function startCallSpan(tracer: Tracer, parent: Context | undefined, name: string, headers: Record<string, string>): Span {
  const span = tracer.startSpan(name, { kind: SpanKind.CLIENT }, parent ?? ROOT_CONTEXT);
  writeTraceHeaders(trace.setSpan(parent ?? ROOT_CONTEXT, span), headers);
  return span;
}

/**
 * W3C trace context through the BFF: a browser request's `traceparent` (or a new trace, when tracing is on) becomes
 * the request's server span, and every downstream call it makes is a client span whose `traceparent` the service
 * receives; a job keeps the `traceparent` of the request that queued it, and its span and calls join that trace. The
 * tracer is given to the app (start.ts builds an exporting one when OTEL_EXPORTER_OTLP_ENDPOINT is set, otel-tracer.ts); by default it is OpenTelemetry's no-op one, which records nothing and still passes a caller's
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

/** The `traceparent` of the span in `traced`, kept with what outlives the request (a queued job); undefined without one. */
export function traceparentOf(traced: Context | undefined): string | undefined {
  const headers: Record<string, string> = {};
  if (traced) writeTraceHeaders(traced, headers);
  return headers.traceparent;
}

/**
 * A background job's span, in the trace of the request that queued it (its stored `traceparent`; a trace of its own
 * without one), and the context its downstream calls continue.
 */
export function startJobSpan(tracer: Tracer, name: string, traceparent: string | undefined): { span: Span; context: Context } {
  const parent = traceparent ? contextOfHeaders(new Headers({ traceparent })) : ROOT_CONTEXT;
  const span = tracer.startSpan(name, { kind: SpanKind.CONSUMER }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/** A downstream call's client span under `parent`, and the headers that carry it to the service. */
export function startCallSpan(tracer: Tracer, parent: Context | undefined, name: string, headers: Record<string, string>): Span {
  const span = tracer.startSpan(name, { kind: SpanKind.CLIENT }, parent ?? ROOT_CONTEXT);
  writeTraceHeaders(trace.setSpan(parent ?? ROOT_CONTEXT, span), headers);
  return span;
}

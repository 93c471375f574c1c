/**
 * The exporting tracer start.ts gives the app when OTEL_EXPORTER_OTLP_ENDPOINT is set: spans batched to an
 * OpenTelemetry collector over OTLP/HTTP (`<endpoint>/v1/traces`), named by the process's service name. The SDK is
 * loaded only then, so tracing off costs nothing.
 */
import type { Tracer } from '@opentelemetry/api';

export interface ExportingTracer {
  tracer: Tracer;
  /** Sends what is still batched and stops (at shutdown). */
  shutdown(): Promise<void>;
}

export async function otlpTracer(endpoint: string, serviceName: string): Promise<ExportingTracer> {
  const [{ BasicTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }))],
  });
  return { tracer: provider.getTracer('tezgah-bff'), shutdown: () => provider.shutdown() };
}

import type { HttpBindings } from '@hono/node-server';
import type { Context as TraceContext } from '@opentelemetry/api';
import type { LogSink } from './logger';
import type { Services } from './services';
import type { Session } from './sessions';

/** The Hono environment of the BFF: node-server bindings (absent under app.request()) and per-request values. */
export interface AppEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    requestId: string;
    /** The request's trace context (tracing.ts): its downstream calls are spans under it. */
    trace: TraceContext;
    /** The live session of this request, or null (loaded by the session middleware). */
    session: Session | null;
    /** Downstream calls, tagged with this request's id. */
    services: Services;
    /** The app's log sink, for what a request must report beside its answer (an audit outcome not recorded). */
    log: LogSink;
    /** A GET through this app as the request's own browser (its cookies), e.g. the audit trail reading a target first. */
    readAsCaller: (path: string) => Promise<Response>;
  };
}

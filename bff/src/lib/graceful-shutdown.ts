/**
 * The SIGTERM drain (start.ts). Once draining, the health probes answer 503 so a balancer takes the process out, and
 * every new request is refused with 503 shuttingDown before any handler runs (nothing is applied, so a retry is
 * safe); requests already in progress finish and answer. Every answer from then on closes its connection.
 */
import { apiError } from '@contract/api/error-status';
import { SYSTEM_ROUTES } from '@contract/api/system.routes';

/** A fetch callback (@hono/node-server's answers `unknown`: a Response, or nothing when it wrote the answer itself). */
type Fetch<Rest extends unknown[], Answer> = (request: Request, ...rest: Rest) => Answer | Promise<Answer>;

const PROBE_PATHS: ReadonlySet<string> = new Set([SYSTEM_ROUTES.healthz.path, SYSTEM_ROUTES.readyz.path]);
const DRAINING_HEADERS = { connection: 'close', 'retry-after': '1' };

export class Drain {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  start(): void {
    this.#draining = true;
  }

  /** The server's fetch callback behind the drain. */
  gate<Rest extends unknown[], Answer>(fetch: Fetch<Rest, Answer>): Fetch<Rest, Answer | Response> {
    return async (request, ...rest) => {
      if (this.#draining) {
        const probe = PROBE_PATHS.has(new URL(request.url).pathname);
        return Response.json(probe ? { status: 'draining' } : apiError('shuttingDown'), { status: 503, headers: DRAINING_HEADERS });
      }
      const response = await fetch(request, ...rest);
      if (this.#draining && response instanceof Response) closeAfter(response);
      return response;
    };
  }
}

/** An answer finished during the drain closes its keep-alive connection, so the client's next request goes elsewhere. */
function closeAfter(response: Response): void {
  try {
    response.headers.set('connection', 'close');
  } catch {
    // A response whose headers are immutable (a passed-through fetch answer) keeps them; the connection closes at exit.
  }
}

export interface DrainOptions {
  drain: Drain;
  /** Requests this process is answering now (the probes and refusals during the drain included). */
  activeRequests: () => number;
  graceMs: number;
  /** Stops listening, cuts what is left, stops the jobs and closes the store. */
  close: () => Promise<void>;
  pollMs?: number;
}

/** Drains, waits for the requests in progress (at most graceMs), then closes. Resolves true when none was cut. */
export async function drainThenClose(options: DrainOptions): Promise<boolean> {
  options.drain.start();
  const deadline = Date.now() + options.graceMs;
  while (options.activeRequests() > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 50));
  }
  const finished = options.activeRequests() === 0;
  await options.close();
  return finished;
}

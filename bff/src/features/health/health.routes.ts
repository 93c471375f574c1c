/** Liveness, readiness and the public key set downstream services verify the BFF's tokens with (contract/api/system.routes.ts). */
import type { Context } from 'hono';
import { SYSTEM_ROUTES, type ReadyAnswer } from '@contract/api/system.routes';
import { SERVICES } from '@contract/downstream/common';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';

const READY_TIMEOUT_MS = 3000;

async function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A route description has one success status, and readiness answers the same shape with 503 when a check fails: the
 * handler writes that Response itself (apiRoutes sends a Response as it is), typed as the answer it carries.
 */
const readyResponse = (c: Context<AppEnv>, answer: ReadyAnswer) => c.json(answer, answer.status === 'ok' ? 200 : 503) as unknown as ReadyAnswer;

export function healthRoutes(ctx: AppContext) {
  return apiRoutes(
    serve(SYSTEM_ROUTES.healthz, () => ({ status: 'ok' as const })),
    serve(SYSTEM_ROUTES.readyz, async (c) => {
      const [store, ...services] = await Promise.all([
        within(
          ctx.store.ping().then(
            () => true,
            () => false,
          ),
          false,
        ),
        ...SERVICES.map((service) => within(ctx.downstream.isHealthy(service), false)),
      ]);
      const checks = { store: store === true, ...Object.fromEntries(SERVICES.map((service, i) => [service, services[i] === true])) } as ReadyAnswer['checks'];
      const ready = Object.values(checks).every(Boolean);
      return readyResponse(c, { status: ready ? 'ok' : 'unavailable', checks });
    }),
    serve(SYSTEM_ROUTES.jwks, (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return ctx.signer.jwks();
    }),
  );
}

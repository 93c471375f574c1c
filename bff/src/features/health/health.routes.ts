/** Liveness, readiness and the public key set downstream services verify the BFF's tokens with. */
import { Hono } from 'hono';
import { SERVICES } from '@contract/downstream/common';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { policy } from '../../middleware/policy';

const READY_TIMEOUT_MS = 3000;

async function within<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => { timer = setTimeout(() => resolve(fallback), READY_TIMEOUT_MS); });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get('/healthz', policy.public(), (c) => c.json({ status: 'ok' }))
    .get('/readyz', policy.public(), async (c) => {
      const [store, ...services] = await Promise.all([
        within(ctx.store.ping().then(() => true, () => false), false),
        ...SERVICES.map((service) => within(ctx.downstream.isHealthy(service), false)),
      ]);
      const checks = { store: store === true, ...Object.fromEntries(SERVICES.map((service, i) => [service, services[i] === true])) };
      const ready = Object.values(checks).every(Boolean);
      return c.json({ status: ready ? 'ok' : 'unavailable', checks }, ready ? 200 : 503);
    })
    .get('/.well-known/jwks.json', policy.public(), (c) => {
      c.header('Cache-Control', 'public, max-age=300');
      return c.json(ctx.signer.jwks());
    });
}

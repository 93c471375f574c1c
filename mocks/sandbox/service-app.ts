/** What every sandbox service shares: /v1/health, JWT on the rest of /v1, JSON 404 and 500 answers. */
import { Hono } from 'hono';
import type { ServiceName } from '@contract/downstream/common';
import type { HealthAnswer } from '@contract/downstream/health';
import { requireJwt, type GuardOptions, type SandboxEnv } from './jwt-guard';
import { fail } from './responses';

export type ServiceApp = Hono<SandboxEnv>;

const SERVICE_OF = new WeakMap<ServiceApp, ServiceName>();
/** Which service an app made by createServiceApp is. */
export const serviceOf = (app: ServiceApp): ServiceName | undefined => SERVICE_OF.get(app);

/** `publicRoutes` registers routes that answer without a JWT (before the guard is mounted). */
export function createServiceApp(service: ServiceName, guard: GuardOptions, publicRoutes?: (app: ServiceApp) => void): ServiceApp {
  const app: ServiceApp = new Hono<SandboxEnv>();
  SERVICE_OF.set(app, service);
  app.get('/v1/health', (c) => c.json<HealthAnswer>({ status: 'ok', service }));
  publicRoutes?.(app);
  app.use('/v1/*', requireJwt(service, guard));
  app.notFound((c) => fail(c, 404, 'not_found', `No ${service} route for ${c.req.method} ${c.req.path}.`));
  app.onError((error, c) => fail(c, 500, 'internal', error.message));
  return app;
}

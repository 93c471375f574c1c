/**
 * Bench child for bench:dashboard: some of the sandbox's services (BENCH_SERVICES, comma-separated) in a process of
 * their own, over a world in which the bench seller's company has BENCH_ORDER_COUNT orders. Every process builds the
 * same world from the same seed, so the three services answer one company's figures alike while really running in
 * parallel. The figures are computed once before the URLs are printed (one JSON line), so no measured call pays for
 * generating the book.
 */
import { createLocalJWKSet, type JWK } from 'jose';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { createSandbox } from '@mocks/sandbox/sandbox';
import type { ServiceApp } from '@mocks/sandbox/service-app';
import { listenService } from '@mocks/sandbox/service-listener';
import { marketplaceFigures } from '@mocks/world/dashboard/dashboard-figures';
import { gmvFigures } from '@mocks/world/dashboard/gmv-figures';
import { packageFigures } from '@mocks/world/dashboard/package-figures';
import { BENCH_SELLER, exitWithParent, requiredEnv } from './bench-seller';

const services = requiredEnv('BENCH_SERVICES')
  .split(',')
  .filter((name): name is ServiceName => (SERVICES as readonly string[]).includes(name));
const count = Number(process.env.BENCH_ORDER_COUNT ?? 100_000);
const companyId = BENCH_SELLER.companyId;

const sandbox = createSandbox({
  verifyKey: createLocalJWKSet({ keys: [JSON.parse(requiredEnv('BENCH_PUBLIC_JWK')) as JWK] }),
  largeOrders: { companyId, count },
});
await sandbox.credentials.ready;
const now = Date.now();
if (services.includes('marketplace')) marketplaceFigures(sandbox.world, companyId, now);
if (services.includes('logistics')) packageFigures(sandbox.world, companyId);
if (services.includes('accounting')) gmvFigures(sandbox.world, companyId, now);
/** A remote service's own latency (network, its database), spent waiting before it computes the answer. */
const delayMs = Number(process.env.BENCH_SERVICE_DELAY_MS ?? 0);
const delayed = (app: ServiceApp): ServiceApp =>
  delayMs <= 0
    ? app
    : ({
        fetch: async (request: Request, env: unknown) => {
          if (new URL(request.url).pathname.startsWith('/v1/companies/')) await new Promise((resolve) => setTimeout(resolve, delayMs));
          return app.fetch(request, env as never);
        },
      } as unknown as ServiceApp);
const listeners = await Promise.all(services.map((service) => listenService(service, delayed(sandbox.apps[service]), '127.0.0.1')));
process.stdout.write(`${JSON.stringify(Object.fromEntries(services.map((service, at) => [service, listeners[at]!.url])))}\n`);
exitWithParent(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
});

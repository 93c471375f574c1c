/**
 * The sandbox: every downstream service of contract/downstream as a Hono app over one seeded world. The BFF's start
 * entry embeds it; tests use createSandbox (in-process `app.request`) or startSandbox (real HTTP on random ports).
 */
import type { JWTVerifyGetKey } from 'jose';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import type { TurkeyCapReading } from '@contract/packages/turkey-cap';
import { createWorld, DEFAULT_SEED, type LargeOrders, type World } from '@mocks/world/world';
import type { LargeCatalog } from '@mocks/world/catalog/catalog-book';
import { createAccountingApp } from './accounting-app';
import { createAuditApp } from './audit-app';
import { createCredentialStore, type CredentialStore } from './credential-store';
import { createIdentityApp } from './identity-app';
import { createLogisticsApp } from './logistics-app';
import { createMarketplaceApp } from './marketplace-app';
import type { PasswordHasher } from './password-hasher';
import type { ServiceApp } from './service-app';
// Loaded by startSandbox only: createSandbox also runs in a browser (mocks/browser-bff), where node-server cannot load.
import type { ServiceListener } from './service-listener';

export interface SandboxOptions {
  world?: World;
  seed?: number;
  /** The sandbox clock in ms (JWT expiry, reset windows); tests move it. Defaults to Date.now. */
  now?: () => number;
  /** Verifies the BFF's ES256 tokens, e.g. createRemoteJWKSet(bff/.well-known/jwks.json) or createLocalJWKSet. */
  verifyKey: JWTVerifyGetKey;
  /** One company with exactly this many orders (benchmarks); ignored when `world` is given. */
  largeOrders?: LargeOrders;
  /** One company with exactly this many variants (benchmarks); ignored when `world` is given. */
  largeCatalog?: LargeCatalog;
  /** Which Turkey price-cap reading the marketplace service enforces; ignored when `world` is given. */
  turkeyCapReading?: TurkeyCapReading;
  /** How the identity service keeps passwords: scrypt (default), or digestHasher where there is no node:crypto (a page). */
  passwordHasher?: PasswordHasher;
}

export interface Sandbox {
  world: World;
  apps: Record<ServiceName, ServiceApp>;
  credentials: CredentialStore;
}

export interface RunningSandbox {
  urls: Record<ServiceName, string>;
  world: World;
  /** Takes a service down for real and back up (contract/api/dev-services.ts). */
  services: Record<ServiceName, Pick<ServiceListener, 'down' | 'up' | 'state'>>;
  close(): Promise<void>;
}

export function createSandbox({
  world,
  seed,
  now = Date.now,
  verifyKey,
  largeOrders,
  largeCatalog,
  turkeyCapReading,
  passwordHasher,
}: SandboxOptions): Sandbox {
  const state =
    world ??
    createWorld({
      seed: seed ?? DEFAULT_SEED,
      now: now(),
      ...(largeOrders ? { largeOrders } : {}),
      ...(largeCatalog ? { largeCatalog } : {}),
      ...(turkeyCapReading ? { turkeyCapReading } : {}),
    });
  const credentials = createCredentialStore(state, passwordHasher);
  const guard = { verifyKey, now };
  const apps: Record<ServiceName, ServiceApp> = {
    identity: createIdentityApp(state, credentials, guard),
    marketplace: createMarketplaceApp(state, guard),
    logistics: createLogisticsApp(state, guard),
    accounting: createAccountingApp(state, guard),
    audit: createAuditApp(state, guard),
  };
  return { world: state, apps, credentials };
}

export async function startSandbox(options: SandboxOptions & { host?: string }): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  await sandbox.credentials.ready;
  const { listenService } = await import('./service-listener');
  const host = options.host ?? '127.0.0.1';
  const settled = await Promise.allSettled(SERVICES.map((service) => listenService(service, sandbox.apps[service], host)));
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((listener) => listener.close()));
    throw failure.reason;
  }
  const urls = Object.fromEntries(SERVICES.map((service, index) => [service, started[index]!.url])) as Record<ServiceName, string>;
  return {
    urls,
    world: sandbox.world,
    services: Object.fromEntries(SERVICES.map((service, index) => [service, started[index]!])) as Record<ServiceName, ServiceListener>,
    close: async () => {
      await Promise.all(started.map((listener) => listener.close()));
    },
  };
}

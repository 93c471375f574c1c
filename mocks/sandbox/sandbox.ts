/**
 * The sandbox: every downstream service of contract/downstream as a Hono app over one seeded world. The BFF's start
 * entry embeds it; tests use createSandbox (in-process `app.request`) or startSandbox (real HTTP on random ports).
 */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { JWTVerifyGetKey } from 'jose';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import type { TurkeyCapReading } from '@contract/packages/turkey-cap';
import { createWorld, DEFAULT_SEED, type LargeOrders, type World } from '@mocks/world/world';
import { createAccountingApp } from './accounting-app';
import { createCredentialStore, type CredentialStore } from './credential-store';
import { createIdentityApp } from './identity-app';
import { createLogisticsApp } from './logistics-app';
import { createMarketplaceApp } from './marketplace-app';
import type { ServiceApp } from './service-app';

export interface SandboxOptions {
  world?: World;
  seed?: number;
  /** The sandbox clock in ms (JWT expiry, reset windows); tests move it. Defaults to Date.now. */
  now?: () => number;
  /** Verifies the BFF's ES256 tokens, e.g. createRemoteJWKSet(bff/.well-known/jwks.json) or createLocalJWKSet. */
  verifyKey: JWTVerifyGetKey;
  /** One company with exactly this many orders (benchmarks); ignored when `world` is given. */
  largeOrders?: LargeOrders;
  /** Which Turkey price-cap reading the marketplace service enforces; ignored when `world` is given. */
  turkeyCapReading?: TurkeyCapReading;
}

export interface Sandbox {
  world: World;
  apps: Record<ServiceName, ServiceApp>;
  credentials: CredentialStore;
}

export interface RunningSandbox {
  urls: Record<ServiceName, string>;
  world: World;
  close(): Promise<void>;
}

export function createSandbox({ world, seed, now = Date.now, verifyKey, largeOrders, turkeyCapReading }: SandboxOptions): Sandbox {
  const state = world ?? createWorld({
    seed: seed ?? DEFAULT_SEED, now: now(), ...(largeOrders ? { largeOrders } : {}), ...(turkeyCapReading ? { turkeyCapReading } : {}),
  });
  const credentials = createCredentialStore(state);
  const guard = { verifyKey, now };
  const apps: Record<ServiceName, ServiceApp> = {
    identity: createIdentityApp(state, credentials, guard),
    marketplace: createMarketplaceApp(state, guard),
    logistics: createLogisticsApp(state, guard),
    accounting: createAccountingApp(state, guard),
  };
  return { world: state, apps, credentials };
}

function listen(app: ServiceApp, host: string): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: host }, (info: AddressInfo) => {
      const hostPart = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      resolve({ server, url: `http://${hostPart}:${info.port}` });
    });
    server.once('error', reject);
  });
}

function closeServer(server: ServerType): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error?: Error) => (error ? reject(error) : resolve()));
    if ('closeAllConnections' in server) server.closeAllConnections();
  });
}

export async function startSandbox(options: SandboxOptions & { host?: string }): Promise<RunningSandbox> {
  const sandbox = createSandbox(options);
  await sandbox.credentials.ready;
  const host = options.host ?? '127.0.0.1';
  const settled = await Promise.allSettled(SERVICES.map((service) => listen(sandbox.apps[service], host)));
  const started = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(started.map(({ server }) => closeServer(server)));
    throw failure.reason;
  }
  const urls = Object.fromEntries(SERVICES.map((service, index) => [service, started[index]!.url])) as Record<ServiceName, string>;
  return {
    urls,
    world: sandbox.world,
    close: async () => {
      await Promise.all(started.map(({ server }) => closeServer(server)));
    },
  };
}

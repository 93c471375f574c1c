/**
 * Two BFF replicas in one test, as a fleet runs them: one sandbox both call (its world is the services' data), one
 * signing key, one Redis, one shared folder. A replica "dies" when its Redis connections are cut (cuttableProxy: from
 * Redis' side, what a killed process looks like: its lock is not renewed, nothing it would write arrives) while the
 * batch it has in flight is held by the marketplace service (the `tap` of startFleetSandbox), so it can send nothing more.
 */
import { once } from 'node:events';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { Hono, type MiddlewareHandler } from 'hono';
import { createLocalJWKSet, exportJWK, generateKeyPair } from 'jose';
import { SERVICES } from '@contract/downstream/common';
import { createSandbox, type Sandbox } from '@mocks/sandbox/sandbox';
import type { SandboxEnv } from '@mocks/sandbox/jwt-guard';
import { listenService, type ServiceListener } from '@mocks/sandbox/service-listener';
import { TokenSigner } from '../lib/token-signer';

export interface CuttableProxy {
  port: number;
  /** Drops every connection through it and refuses new ones. */
  cut(): void;
  /** Lets connections through again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy to 127.0.0.1:targetPort that the test can cut. */
export async function cuttableProxy(targetPort: number): Promise<CuttableProxy> {
  const sockets = new Set<Socket>();
  let cut = false;
  const server: Server = createServer((client) => {
    if (cut) return void client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the proxy got no port');
  return {
    port: address.port,
    cut: () => {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => (cut = false),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export interface FleetSandbox {
  sandbox: Sandbox;
  /** *_URL of every service, for the replicas' env. */
  env: Record<string, string>;
  /** The key both replicas sign with (JWT_PRIVATE_JWK). */
  jwk: string;
  close(): Promise<void>;
}

/** The sandbox on real ports, the marketplace behind `tap`, verifying tokens of one key made here. */
export async function startFleetSandbox(tap: MiddlewareHandler<SandboxEnv>): Promise<FleetSandbox> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = JSON.stringify(await exportJWK(privateKey));
  const signer = await TokenSigner.create({ privateJwk: JSON.parse(jwk) as JsonWebKey, clock: Date.now });
  const sandbox = createSandbox({ verifyKey: createLocalJWKSet(signer.jwks()) });
  await sandbox.credentials.ready;
  const tapped = new Hono<SandboxEnv>();
  tapped.use(tap);
  tapped.route('/', sandbox.apps.marketplace);
  const listeners: ServiceListener[] = [];
  const env: Record<string, string> = {};
  for (const service of SERVICES) {
    const listener = await listenService(service, service === 'marketplace' ? tapped : sandbox.apps[service], '127.0.0.1');
    listeners.push(listener);
    env[`${service.toUpperCase()}_URL`] = listener.url;
  }
  return { sandbox, env, jwk, close: async () => void (await Promise.all(listeners.map((listener) => listener.close()))) };
}

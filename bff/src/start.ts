/**
 * `npm start`: read the config, listen, and, in sandbox mode (SANDBOX=1, no service URLs), embed the sandbox (the one
 * place that wires mocks in) with tokens verified against this BFF's own JWKS. Serves the built SPA.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRemoteJWKSet } from 'jose';
import { apiError } from '@contract/api/error-status';
import { SELLER_API_PATH } from '@contract/api-keys/seller-api';
import { PUBLIC_PATHS } from '@contract/routes';
import type { ServiceName } from '@contract/downstream/common';
import { startSandbox, type RunningSandbox } from '@mocks/sandbox/sandbox';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { createApp } from './app';
import { ConfigError, listeningOrigin, readConfig, type Config } from './config';
import { poolTransport } from './lib/pool-transport';
import { BullJobQueue } from './lib/jobs/bull-queue';
import { InProcessJobQueue, type JobQueue, type JobRunner } from './lib/jobs/job-queue';
import type { TransactionStore } from './lib/jobs/transaction-store';
import { abandonedJobError } from './lib/jobs/abandoned-job';
import { jobQueuePrefix } from './lib/redis-config';
import { Drain, drainThenClose } from './lib/graceful-shutdown';
import { stdoutSink, type LogSink } from './lib/logger';
import { nodeFiles } from './lib/files/node-files';
import { MemoryStore } from './lib/memory-store';
import { RedisStore } from './lib/redis-store';
import type { Store } from './lib/store';
import { TokenSigner } from './lib/token-signer';
import { listen, type FetchCallback } from './server';
import { prometheusMetrics } from './lib/prometheus-metrics';
import { otlpTracer } from './lib/otlp-tracer';

export interface StartOptions {
  env?: Readonly<Record<string, string | undefined>>;
  /** Start-up text (URL, demo accounts, warnings). */
  print?: (text: string) => void;
  logSink?: LogSink;
}

export interface Started {
  /** The origin browsers use: PUBLIC_ORIGIN, or in sandbox mode the listening address. */
  url: string;
  /** Where the server listens (http://127.0.0.1:port). */
  address: string;
  config: Config;
  /** The embedded sandbox's service URLs, or null when real services are configured. */
  sandboxUrls: Record<ServiceName, string> | null;
  close(): Promise<void>;
  /** SIGTERM: drains (lib/graceful-shutdown.ts), lets requests in progress finish within SHUTDOWN_GRACE_SECONDS, then closes. */
  shutdown(): Promise<void>;
}

const notReady: FetchCallback = () => Response.json(apiError('downstreamUnavailable'), { status: 503 });

export async function start(options: StartOptions = {}): Promise<Started> {
  const read = readConfig(options.env ?? process.env);
  const print = options.print ?? ((text: string) => process.stdout.write(`${text}\n`));
  const signer = await TokenSigner.create({ privateJwk: read.jwtPrivateJwk, clock: Date.now });
  const store: Store = read.redis ? new RedisStore({ redis: read.redis, keyPrefix: read.redisKeyPrefix }) : new MemoryStore();

  let handler = notReady;
  const drain = new Drain();
  const server = await listen(
    drain.gate((request, env) => handler(request, env)),
    { port: read.port, host: read.host },
  );
  // PORT=0 in sandbox mode: the origin is known only now.
  const config = { ...read, publicOrigin: read.publicOrigin ?? listeningOrigin(read.host, server.port) };
  let sandbox: RunningSandbox | null = null;
  try {
    if (config.sandbox) {
      sandbox = await startSandbox({ verifyKey: createRemoteJWKSet(new URL('/.well-known/jwks.json', server.url)), turkeyCapReading: config.sandboxTurkeyCap });
      config.sellerApiUrl ??= `${sandbox.urls.marketplace}${SELLER_API_PATH}`;
    }
    const transport = poolTransport(config.downstreamUrls ?? sandbox!.urls, config.downstreamTimeoutMs);
    const staticDir = resolve(config.staticDir);
    const hasSpa = config.serveWeb && existsSync(join(staticDir, 'index.html'));
    if (config.serveWeb && !hasSpa) print(`No built SPA in ${staticDir} (run npm run build:web); serving the API only.`);
    let jobs: JobQueue | null = null;
    const tracing = config.otelEndpoint ? await otlpTracer(config.otelEndpoint, config.otelServiceName) : null;
    const app = createApp({
      config,
      store,
      signer,
      transport,
      files: nodeFiles(config),
      jobs: (run, transactions) => (jobs = jobQueueOf(config, run, transactions, options.logSink ?? stdoutSink)),
      logSink: options.logSink ?? stdoutSink,
      ...(sandbox ? { sandboxServices: sandbox.services } : {}),
      staticDir: hasSpa ? staticDir : null,
      ...(config.metricsToken ? { metrics: prometheusMetrics() } : {}),
      ...(tracing ? { tracer: tracing.tracer } : {}),
    });
    handler = app.fetch;
    const url = config.publicOrigin;
    print(banner(url, sandbox !== null));
    for (const warning of config.startWarnings) print(`Warning: ${warning}`);
    const embedded = sandbox;
    const close = async () => {
      await server.close();
      // In process, running jobs finish (and record their outcome) before the store closes; on Redis a running job
      // is handed back to the queue for this or another process.
      await jobs?.close();
      await Promise.allSettled([transport.close(), embedded?.close(), store.close(), tracing?.shutdown()]);
    };
    const log = options.logSink ?? stdoutSink;
    return {
      url,
      address: server.url,
      config,
      sandboxUrls: embedded?.urls ?? null,
      close,
      shutdown: async () => {
        log({ level: 'info', message: 'draining', activeRequests: server.activeRequests(), graceSeconds: config.shutdownGraceSeconds });
        const finished = await drainThenClose({ drain, activeRequests: server.activeRequests, graceMs: config.shutdownGraceSeconds * 1000, close });
        log({ level: finished ? 'info' : 'warn', message: finished ? 'stopped' : 'stopped, cutting requests past the grace' });
      },
    };
  } catch (error) {
    await Promise.allSettled([server.close(), sandbox?.close(), store.close()]);
    throw error;
  }
}

/** BullMQ on Redis when REDIS_URL (or REDIS_SENTINELS, REDIS_CLUSTER_NODES) is set (jobs survive a restart), in process otherwise. */
function jobQueueOf(config: Config, run: JobRunner, transactions: TransactionStore, logSink: LogSink): JobQueue {
  if (!config.redis) return new InProcessJobQueue({ run, concurrency: config.jobConcurrency });
  return new BullJobQueue({
    redis: config.redis,
    prefix: jobQueuePrefix(config.redisKeyPrefix, config.redis),
    run,
    concurrency: config.jobConcurrency,
    lockDurationMs: config.jobLockMs,
    logSink,
    onAbandoned: async (request) => {
      const progress = (await transactions.read(request.transactionId))?.progress ?? null;
      await transactions.update(request.transactionId, { status: 'error', error: abandonedJobError(request.kind, progress) });
    },
  });
}

function banner(url: string, sandbox: boolean): string {
  const lines = [`tezgah is listening on ${url}`];
  if (!sandbox) return [...lines, 'Dev routes off: real services configured.'].join('\n');
  lines.push('', 'Sandbox mode (SANDBOX=1, no *_URL configured): dev routes on, answering without a session (/api/dev/*).');
  lines.push('Demo accounts, all with the same password:', '');
  for (const account of DEMO_ACCOUNTS) {
    const page = account.realm === 'seller' ? PUBLIC_PATHS.login : PUBLIC_PATHS.adminLogin;
    const company = account.company ? `${account.company.name} (${account.company.id})` : account.securityGroups.join(', ') || '-';
    lines.push(`  ${account.email.padEnd(26)} ${account.kind.padEnd(7)} ${company.padEnd(32)} sign in at ${url}${page}`);
  }
  lines.push('', `  password: ${DEMO_ACCOUNTS[0]?.password ?? ''}`, `  e-mails the sandbox "sends": ${url}/api/dev/outbox`);
  return lines.join('\n');
}

async function main(): Promise<void> {
  try {
    const started = await start();
    let stopping = false;
    const stop = () => {
      if (stopping) return; // SIGINT after SIGTERM (or the reverse): the drain already runs
      stopping = true;
      started.shutdown().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    process.stderr.write(`${error instanceof ConfigError ? error.message : String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();

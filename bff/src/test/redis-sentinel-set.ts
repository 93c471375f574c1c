/**
 * A primary, a replica and one sentinel as real redis-server processes on free ports in a temp folder, for the
 * failover test. Only processes started here are stopped, by their process ids.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';

export const SENTINEL_PRIMARY_NAME = 'tezgah-test';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** Waits until the redis-server on `port` passes `check` (polling every 100 ms, up to timeoutMs). */
export async function answers(port: number, check: (redis: Redis) => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const redis = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    redis.on('error', () => {});
    const ok = await redis
      .connect()
      .then(() => check(redis))
      .catch(() => false);
    redis.disconnect();
    if (ok) return;
    if (Date.now() > until) throw new Error(`redis on port ${port} did not get ready`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export interface SentinelSet {
  sentinelPort: number;
  primaryPort: number;
  replicaPort: number;
  /** Kills the primary (SIGKILL) and waits until the sentinel names the replica as the primary. */
  failOver(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSentinelSet(): Promise<SentinelSet> {
  const dir = await mkdtemp(join(tmpdir(), 'tezgah-sentinel-'));
  const [primaryPort, replicaPort, sentinelPort] = [await freePort(), await freePort(), await freePort()];
  const processes: ChildProcess[] = [];
  const run = (args: string[]) => {
    const child = spawn('redis-server', args, { cwd: dir, stdio: 'ignore' });
    processes.push(child);
    return child;
  };
  const node = (port: number, ...more: string[]) =>
    run(['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, ...more]);
  const primary = node(primaryPort);
  node(replicaPort, '--replicaof', '127.0.0.1', String(primaryPort));
  await answers(replicaPort, async (redis) => (await redis.info('replication')).includes('master_link_status:up'));
  const config = join(dir, 'sentinel.conf');
  await writeFile(
    config,
    [
      `port ${sentinelPort}`,
      'bind 127.0.0.1',
      `dir ${dir}`,
      `sentinel monitor ${SENTINEL_PRIMARY_NAME} 127.0.0.1 ${primaryPort} 1`,
      `sentinel down-after-milliseconds ${SENTINEL_PRIMARY_NAME} 500`,
      `sentinel failover-timeout ${SENTINEL_PRIMARY_NAME} 3000`,
      '',
    ].join('\n'),
  );
  run([config, '--sentinel']);
  const primaryIs = (port: number) => async (redis: Redis) =>
    String(await redis.call('SENTINEL', 'get-master-addr-by-name', SENTINEL_PRIMARY_NAME)).endsWith(String(port));
  await answers(sentinelPort, primaryIs(primaryPort));
  return {
    sentinelPort,
    primaryPort,
    replicaPort,
    async failOver() {
      primary.kill('SIGKILL');
      await answers(sentinelPort, primaryIs(replicaPort), 20_000);
    },
    async stop() {
      for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A Redis Cluster of three primaries (no replicas) as real redis-server processes on free ports in a temp folder, for
 * the cluster tests. Only processes started here are stopped, by their process ids.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, freePort } from './redis-sentinel-set';

export interface ClusterSet {
  ports: number[];
  stop(): Promise<void>;
}

export async function startClusterSet(): Promise<ClusterSet> {
  const dir = await mkdtemp(join(tmpdir(), 'tezgah-cluster-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  const processes: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--cluster-enabled', 'yes'].concat([
        '--cluster-config-file',
        `nodes-${port}.conf`,
        '--cluster-node-timeout',
        '2000',
      ]),
      { cwd: dir, stdio: 'ignore' },
    ),
  );
  const stop = async () => {
    for (const child of processes) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) await answers(port, async (redis) => (await redis.ping()) === 'PONG');
    const create = spawn('redis-cli', ['--cluster', 'create', ...ports.map((port) => `127.0.0.1:${port}`), '--cluster-replicas', '0', '--cluster-yes'], {
      stdio: 'ignore',
    });
    const [code] = (await once(create, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`redis-cli --cluster create exited with ${code}`);
    for (const port of ports) await answers(port, async (redis) => String(await redis.call('CLUSTER', 'INFO')).includes('cluster_state:ok'));
    return { ports, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

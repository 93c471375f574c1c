/**
 * A redis-server of the test's own, on a free port, for outage tests: it can be paused (SIGSTOP), resumed and killed
 * without touching the shared Redis at REDIS_URL. Only the process started here is ever signalled, by its pid.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';

export interface PrivateRedis {
  url: string;
  /** The running redis-server's process id (a new one after restart). */
  readonly pid: number;
  pause(): void;
  resume(): void;
  /** SIGKILL, then waits for the process to end; nothing to do once it has ended. */
  kill(): Promise<void>;
  /** A new, empty redis-server on the same port (the old one killed first). */
  restart(): Promise<void>;
}

export const redisServerInstalled = spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0;

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no TCP port was given');
  return address.port;
}

async function answers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 500 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

interface Running {
  pid: number;
  ended: () => boolean;
  exited: Promise<void>;
}

async function spawnOn(port: number, url: string): Promise<Running> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const pid = child.pid;
  if (pid === undefined) throw new Error('redis-server did not start');
  let ended = false;
  const running = {
    pid,
    ended: () => ended,
    exited: once(child, 'exit').then(() => {
      ended = true;
    }),
  };
  for (let attempt = 0; !(await answers(url)); attempt++) {
    if (ended || attempt > 100) {
      if (!ended) process.kill(pid, 'SIGKILL');
      await running.exited;
      throw new Error(`redis-server on port ${port} did not answer`);
    }
    await sleep(50);
  }
  return running;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let running = await spawnOn(port, url);
  const signal = (name: NodeJS.Signals) => {
    if (!running.ended()) process.kill(running.pid, name);
  };
  const kill = async () => {
    signal('SIGKILL');
    await running.exited;
  };
  return {
    url,
    get pid() {
      return running.pid;
    },
    pause: () => signal('SIGSTOP'),
    resume: () => signal('SIGCONT'),
    kill,
    async restart() {
      await kill();
      running = await spawnOn(port, url);
    },
  };
}

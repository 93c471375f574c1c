/** Starting, reading and stopping the bench's child processes, and their memory from /proc. */
import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export interface StartedChild {
  name: string;
  child: ChildProcess;
}

/** `node <args>` in cwd with exactly env; by default stdin is a pipe (its children exit when it closes) and stdout is read. */
export function startChild(
  name: string,
  args: string[],
  env: Record<string, string>,
  cwd: string,
  stdio: StdioOptions = ['pipe', 'pipe', 'inherit'],
): StartedChild {
  const child = spawn(process.execPath, args, { cwd, env, stdio });
  child.on('error', (error) => process.stderr.write(`${name}: ${error.message}\n`));
  return { name, child };
}

/** The first line the child prints, parsed as JSON; fails if the child exits or stays silent too long. */
export function firstJsonLine<T>({ name, child }: StartedChild, timeoutMs: number): Promise<T> {
  if (!child.stdout) throw new Error(`${name}: stdout is not piped`);
  const lines = createInterface({ input: child.stdout });
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} printed nothing within ${timeoutMs / 1000} s`)), timeoutMs);
    const onExit = (code: number | null) => fail(new Error(`${name} exited (code ${code}) before it was ready`));
    function fail(error: Error) {
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.close();
      reject(error);
    }
    child.once('exit', onExit);
    lines.once('line', (line) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      lines.close();
      child.stdout?.resume();
      try {
        resolve(JSON.parse(line) as T);
      } catch {
        reject(new Error(`${name} printed ${JSON.stringify(line.slice(0, 200))}, not JSON`));
      }
    });
  });
}

/** SIGTERM by pid, then SIGKILL if it is still there after graceMs. */
export async function stopChild({ child }: StartedChild, graceMs = 3000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A field of /proc/<pid>/status in MB: VmRSS (resident now) or VmHWM (peak resident). */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`/proc/${pid}/status has no ${field}`);
  return Number(kb) / 1024;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
      .once('error', reject)
      .listen(0, '127.0.0.1', () => {
        const address = server.address();
        const port = typeof address === 'object' && address ? address.port : 0;
        server.close(() => resolve(port));
      });
  });
}

/** CPU time the process has used so far, in ms (first field of /proc/<pid>/schedstat, in ns). */
export function cpuMs(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
}

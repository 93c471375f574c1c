/**
 * Bench child: asks BENCH_HEALTH_URL/healthz every BENCH_HEALTH_EVERY_MS (20) in a process of its own, so the time of
 * each answer is the BFF's and not the wait of a bench process busy sending uploads. When its stdin ends it prints its
 * figures as one JSON line and exits.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { requiredEnv } from './bench-seller';

export interface HealthFigures {
  asked: number;
  failed: number;
  maxMs: number;
  p99Ms: number;
  /** Answers over the target. */
  over: number;
  /** The five slowest answers: when they were asked (ms after the start) and how long they took. */
  slowest: { atMs: number; ms: number }[];
}

const url = `${requiredEnv('BENCH_HEALTH_URL')}/healthz`;
const everyMs = Number(process.env.BENCH_HEALTH_EVERY_MS ?? 20);
const targetMs = Number(process.env.BENCH_HEALTH_TARGET_MS ?? 100);
const answers: { atMs: number; ms: number }[] = [];
let failed = 0;
let running = true;
const origin = performance.now();

process.stdin.resume();
process.stdin.on('end', () => (running = false));

while (running) {
  const started = performance.now();
  const ok = await fetch(url).then(
    async (response) => (await response.text(), response.ok),
    () => false,
  );
  answers.push({ atMs: Math.round(started - origin), ms: performance.now() - started });
  if (!ok) failed += 1;
  await sleep(everyMs);
}

const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
const figures: HealthFigures = {
  asked: answers.length,
  failed,
  maxMs: times.at(-1) ?? 0,
  p99Ms: times[Math.floor(times.length * 0.99)] ?? 0,
  over: times.filter((ms) => ms > targetMs).length,
  slowest: [...answers].sort((a, b) => b.ms - a.ms).slice(0, 5),
};
process.stdout.write(`${JSON.stringify(figures)}\n`);
process.exit(0);

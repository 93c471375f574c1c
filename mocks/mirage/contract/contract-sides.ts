/**
 * The two sides a contract case runs against, each as new per case and on the same manual clock start: the real BFF
 * (createApp over the in-process sandbox, called with app.request; one harness per file, reset with its seeded world
 * before each case) and Mirage (called with fetch).
 * Run one side at a time: Mirage swaps the global fetch, Request, Response and Headers while it runs.
 */
import { createHarness, type Harness } from '@bff/test/harness';
import { TestBrowser } from '@bff/test/browser';
import { manualClock } from '@bff/lib/clock';
import { startMirage } from '../server';
import { api } from '../test-client';
import { diffAnswers, type Answer } from './answer-diff';
import { describeStep, type Memo, type RequestStep, type Step } from './contract-steps';

export interface SideAnswer { label: string; answer: Answer }

interface Side {
  send(step: RequestStep, memo: Memo): Promise<Answer>;
  advance(ms: number): void;
  close(): void;
}

let harnessOnce: Promise<Harness> | undefined;

/** The BFF's own test harness, with the demo flag lists its defaults already name. */
async function openBff(): Promise<Side> {
  harnessOnce ??= createHarness({ clock: manualClock() });
  const harness = await harnessOnce;
  await harness.reset({ world: 'seeded' });
  const { clock } = harness;
  const browser = new TestBrowser(harness.app);
  return {
    async send(step, memo) {
      const body = step.body?.(memo);
      const response = await browser.send(step.method, step.path(memo), { ...(body === undefined ? {} : { body }), bare: !step.csrf });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
    },
    advance: (ms) => clock.advance(ms),
    close: () => undefined,
  };
}

function openMirage(): Side {
  const clock = manualClock();
  localStorage.clear();
  const mirage = startMirage({ scenario: 'default', environment: 'test', now: clock, storage: localStorage });
  return {
    async send(step, memo) {
      const body = step.body?.(memo);
      const { status, body: answer } = await api<unknown>(step.path(memo), { method: step.method, ...(body === undefined ? {} : { body }), csrf: step.csrf });
      return { status, body: answer };
    },
    advance: (ms) => clock.advance(ms),
    close: () => {
      mirage.shutdown();
      localStorage.clear();
    },
  };
}

async function run(side: Side, steps: readonly Step[]): Promise<SideAnswer[]> {
  const memo: Memo = {};
  const answers: SideAnswer[] = [];
  try {
    for (const step of steps) {
      if (step.kind === 'wait') {
        side.advance(step.ms);
        continue;
      }
      const label = describeStep(step, { accessToken: 'KEPT', resetToken: 'KEPT' });
      const answer = await side.send(step, memo);
      step.keep?.(answer.body, memo);
      answers.push({ label, answer });
    }
  } finally {
    side.close();
  }
  return answers;
}

const runOnBff = async (steps: readonly Step[]) => run(await openBff(), steps);
const runOnMirage = async (steps: readonly Step[]) => run(openMirage(), steps);

/** Runs the steps on the BFF, then on Mirage, and lists every step whose answers differ (empty: they agree). */
export async function contractDifferences(steps: readonly Step[]): Promise<string[]> {
  const bff = await runOnBff(steps);
  const mirage = await runOnMirage(steps);
  const requests = steps.filter((step): step is RequestStep => step.kind === 'request');
  return requests.flatMap((step, i) => {
    const [expected, actual] = [bff[i], mirage[i]];
    if (!expected || !actual) return [`#${i + 1}: no answer`];
    return diffAnswers(expected.answer, actual.answer, step.leeways).map((line) => `#${i + 1} ${expected.label} → ${line}`);
  });
}

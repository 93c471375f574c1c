/**
 * `npm run bench:web`: builds the portal, serves it as `npm run serve` does (SANDBOX=1), and runs Lighthouse's
 * performance audit on sign-in, dashboard, orders, order detail and quick edit, mobile and desktop, signed in as the
 * demo seller where the page needs it; then the build's compressed first load and route chunks. Writes
 * dist/bench/web.json. Env: BENCH_WEB_PORT (8240), BENCH_WEB_RUNS (1: runs per page and profile, the median is
 * shown), BENCH_WEB_SKIP_BUILD=1 (measure the build already in dist), CHROME_PATH (/usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import type { OrderListAnswer } from '@contract/orders/order.api';
import { API } from '@contract/api/paths';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import { bffEntry, childEnv, envNumber, OUT_DIR, ROOT, SERVE_NODE_OPTIONS } from './bench-stack';
import { BffSession, waitUntilUp } from './bff-session';
import { startChild, stopChild } from './child-processes';
import { machineLine, writeFigures } from './report';
import { bundleFigures } from './web-bundle';
import { assertPagesDraw } from './web-draws';
import { measurePage, type PageFigures, type Profile } from './web-lighthouse';
import { WEB_TARGETS, webReportLines } from './web-report';

const SELLER = DEMO_ACCOUNTS.find((account) => account.email === 'ayse@demo.tezgah.dev')!;
const PROFILES: readonly Profile[] = ['mobile', 'desktop'];
const log = (text: string) => process.stdout.write(`${text}\n`);
const load = () => loadavg()[0]!;

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is tried again, twice at most. */
async function measureWithRetries(...args: Parameters<typeof measurePage>): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measurePage(...args);
    } catch (error) {
      if (attempt === 3) throw error;
      log(`  again after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

function build(): void {
  log('building (vite build --manifest, then the BFF)…');
  const npx = (args: string[]) => execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  npx(['vite', 'build', '--manifest', '--logLevel', 'warn']);
  execFileSync('node', ['scripts/build-bff.mjs'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main(): Promise<void> {
  const atStart = load();
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') build();
  const port = envNumber('BENCH_WEB_PORT', 8240);
  const runs = Math.max(1, envNumber('BENCH_WEB_RUNS', 1));
  const origin = `http://127.0.0.1:${port}`;
  const webDir = join(ROOT, process.env.DIST_DIR ?? 'dist', 'web');
  const bff = startChild(
    'bff',
    [bffEntry()],
    childEnv({ PORT: String(port), HOST: '127.0.0.1', SANDBOX: '1', PUBLIC_ORIGIN: origin, STATIC_DIR: webDir, NODE_OPTIONS: SERVE_NODE_OPTIONS }),
    ROOT,
    ['pipe', 'ignore', 'inherit'],
  );
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    await waitUntilUp(`${origin}/healthz`, 60_000);
    const session = await BffSession.signIn(origin, SELLER.email, SELLER.password);
    const orders = await session.getJson<OrderListAnswer>(API.orders);
    const order = orders.items[0];
    if (!order) throw new Error('the demo seller has no orders');
    const targets = [
      { page: 'sign-in', path: '/login' },
      { page: 'dashboard', path: '/', cookie: session.cookie },
      { page: 'orders', path: '/orders', cookie: session.cookie },
      { page: 'order detail', path: `/orders/${order.id}`, cookie: session.cookie },
      { page: 'quick edit', path: '/products/quick-edit', cookie: session.cookie },
    ];
    await assertPagesDraw(
      targets.map((target) => ({ ...target, url: origin + target.path })),
      chromePath,
    );
    log(`all ${targets.length} pages draw their screens`);
    const pages: PageFigures[] = [];
    for (let run = 1; run <= runs; run += 1)
      for (const profile of PROFILES)
        for (const target of targets) {
          const figures = await measureWithRetries(chrome.port, { ...target, url: origin + target.path }, profile);
          log(`run ${run} ${profile} ${target.page}: ${figures.score.toFixed(2)} (load ${load().toFixed(1)})`);
          pages.push(figures);
        }
    const figures = { loadAverage: { atStart, atEnd: load() }, runs, pages, bundle: bundleFigures(webDir) };
    log(machineLine(figures.loadAverage));
    for (const line of webReportLines(figures)) log(line);
    await writeFigures(join(OUT_DIR, 'web.json'), figures, WEB_TARGETS);
  } finally {
    chrome.kill();
    await stopChild(bff);
  }
}

await main();

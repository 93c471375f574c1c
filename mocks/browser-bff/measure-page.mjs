/**
 * Measures a mock-mode build in Chromium: how long a signed-in /orders takes to show its rows after a page load, and,
 * on the browser BFF, its boot time and the time of a list call. Also proves the page-only parts (forbidden headers,
 * Set-Cookie) in a real browser: the sign-in goes through the SPA's form and every later load must stay signed in.
 *
 *   DIST_DIR=dist/<you>-mock npx vite build --mode mock
 *   node mocks/browser-bff/measure-page.mjs dist/<you>-mock/web [--runs=7] [--query=latency=0]
 *   node mocks/browser-bff/measure-page.mjs http://localhost:<port>   (a running `npm run dev:mock`)
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const [dirArg, ...flags] = process.argv.slice(2);
if (!dirArg) throw new Error('Usage: node mocks/browser-bff/measure-page.mjs <built web folder | dev server URL> [--runs=N] [--query=a=b]');
const flag = (name, fallback) => flags.find((f) => f.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(flag('runs', '7'));
const query = flag('query', '');
const root = resolve(dirArg);
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const server = createServer(async (request, response) => {
  const path = new URL(request.url, 'http://page.local').pathname;
  const file = extname(path) ? join(root, path) : join(root, 'index.html');
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
const served = !/^https?:/.test(dirArg);
if (served) await new Promise((done) => server.listen(0, '127.0.0.1', done));
const base = served ? `http://127.0.0.1:${server.address().port}` : dirArg.replace(/\/+$/, '');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value) => Math.round(value * 10) / 10;

try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${base}/login${query ? `?${query}` : ''}`);
  await page.locator('input[type="email"]').fill('ayse@demo.tezgah.dev');
  await page.locator('input[type="password"]').fill('Tezgah2026!');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'), { timeout: 30_000 });

  const renders = [];
  const boots = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${base}/orders${query ? `?${query}` : ''}`);
    const shownAt = await page.waitForFunction(
      () => {
        const table = document.querySelector('[data-testid="data-table"]');
        return table && table.getAttribute('aria-busy') !== 'true' && document.querySelector('[data-testid="data-row"]') ? performance.now() : false;
      },
      null,
      { polling: 'raf', timeout: 30_000 },
    );
    renders.push(await shownAt.jsonValue());
    if (!page.url().includes('/orders')) throw new Error(`Not signed in after a load: ${page.url()}`);
    const boot = await page.evaluate(() => window.tezgahBrowserBff?.bootMs ?? null);
    if (boot !== null) boots.push(boot);
  }
  const result = { build: dirArg, query, runs, ordersRowsShownMs: { median: round(median(renders)), all: renders.map(round) } };
  if (boots.length > 0) result.bootMs = { median: round(median(boots)), all: boots.map(round) };
  // A page of the list through the page's fetch (pretender's, so the same interception as the SPA's XHR), warm.
  result.listCall = await page.evaluate(async () => {
    const bff = window.tezgahBrowserBff;
    const firstList = bff?.logs.find((line) => line.path === '/api/orders');
    const times = [];
    const inApp = [];
    for (let page = 2; page <= 21; page += 1) {
      const started = performance.now();
      const answer = await fetch(`/api/orders?pageSize=25&page=${page}`);
      await answer.json();
      times.push(performance.now() - started);
      if (bff) inApp.push(bff.logs.at(-1).ms);
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    return { warmThroughPageMs: median(times), ...(bff ? { coldInAppMs: firstList?.ms ?? null, warmInAppMs: median(inApp) } : {}) };
  });
  console.log(JSON.stringify(result, null, 2));
} finally {
  await browser.close();
  if (served) server.close();
}

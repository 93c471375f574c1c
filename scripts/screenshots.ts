/**
 * `npm run screenshots`: the built portal (run `npm run build` first) in Chromium, signed in as a demo seller, with
 * the dashboard, orders, an order's detail and All Products at 390, 1280 and 1440 px, in English and Turkish, light
 * and dark: 48 PNGs in dist/screenshots, named `<screen>-<width>-<language>-<theme>.png`, for a person to look at.
 * SCREENSHOT_PORT (8190), SCREENSHOT_WIDTHS, SCREENSHOT_LANGUAGES and SCREENSHOT_THEMES narrow or move the run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { DEFAULT_CUSTOMIZER } from '@contract/customizer';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';

const port = Number(process.env.SCREENSHOT_PORT ?? 8190);
const origin = `http://127.0.0.1:${port}`;
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean);
const widths = list('SCREENSHOT_WIDTHS', '390,1280,1440').map(Number);
const languages = list('SCREENSHOT_LANGUAGES', 'en,tr');
const themes = list('SCREENSHOT_THEMES', 'light,dark');
const outDir = resolve('dist/screenshots');

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await fetch(`${origin}/healthz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`the portal did not answer ${origin}/healthz`);
}

async function firstOrderPath(request: APIRequestContext): Promise<string> {
  const answer = await request.get(`${API.orders}?tab=readyForPackaging&pageSize=1`);
  if (!answer.ok()) throw new Error(`orders list answered ${answer.status()}`);
  const body = (await answer.json()) as { items: { id: number | string }[] };
  const first = body.items[0];
  if (!first) throw new Error('the demo seller has no order ready for packaging');
  return `/orders/${first.id}`;
}

const server = spawn(process.execPath, ['dist/server/start.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX: '1', PUBLIC_ORIGIN: origin, REDIS_URL: '' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth();
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  let taken = 0;
  for (const theme of themes) {
    for (const language of languages) {
      const context = await browser.newContext({ baseURL: origin });
      const signIn = await context.request.post(API.loginUser, {
        headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin },
        data: { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD },
      });
      if (!signIn.ok()) throw new Error(`sign-in answered ${signIn.status()}`);
      const screens = { dashboard: '/', orders: '/orders', 'order-detail': await firstOrderPath(context.request), 'all-products': '/products/quick-edit' };
      const settings = JSON.stringify({ ...DEFAULT_CUSTOMIZER, theme });
      await context.addInitScript(
        ([lang, customizer]) => {
          localStorage.setItem('uiLang', lang);
          localStorage.setItem('tezgah.customizer', customizer);
        },
        [language, settings] as const,
      );
      const page = await context.newPage();
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        for (const [screen, path] of Object.entries(screens)) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          const file = resolve(outDir, `${screen}-${width}-${language}-${theme}.png`);
          await page.screenshot({ path: file });
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          console.log(`${file}${overflow > 0 ? `  (document ${overflow} px wider than the viewport)` : ''}`);
          taken += 1;
        }
      }
      await context.close();
    }
  }
  await browser.close();
  console.log(`${taken} screenshots in ${outDir}`);
} finally {
  server.kill();
}

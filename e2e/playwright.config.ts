import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? port + 1);
// DIST_DIR (default dist) runs the build found there, so parallel work can keep builds and results apart.
const dist = resolve(fileURLToPath(new URL('..', import.meta.url)), process.env.DIST_DIR ?? 'dist');
// With REDIS_URL set the BFF under test keeps its state in Redis under a prefix of this run's own, deleted afterwards.
process.env.E2E_REDIS_KEY_PREFIX ??= `tezgah-e2e-${process.pid}:`;
/** `--project storybook` needs no BFF and `--project chromium` no Storybook: start only what the chosen projects use. */
const chosen = process.argv.flatMap((arg, at) => (arg === '--project' ? [process.argv[at + 1]] : arg.startsWith('--project=') ? [arg.slice(10)] : []));
const runs = (project: string) => chosen.length === 0 || chosen.includes(project);
/** `npm test` counts the tests of each layer from a JSON report (scripts/test-suite.mjs). */
const jsonReport = runs('storybook') && !runs('chromium') ? process.env.E2E_STORIES_JSON : process.env.E2E_TESTS_JSON;

export default defineConfig({
  outputDir: process.env.DIST_DIR ? `${dist}/test-results` : '../test-results',
  // Two workers, two Chromiums, the BFF with its sandbox and jobs, and the static servers share a 2-core machine: a page
  // can take seconds to render under that load, so waits are generous (a broken page still never shows).
  timeout: 60_000,
  expect: { timeout: 12_000 },
  fullyParallel: true,
  // At most four at once: the stories' project takes four, the flows' two (each project says why).
  workers: 4,
  forbidOnly: true,
  retries: 0,
  globalTeardown: './support/redis-teardown.ts',
  reporter: [
    ['list'],
    ...(process.env.CI || process.env.DIST_DIR ? [] : [['html', { open: 'never', outputFolder: '../playwright-report' }] as const]),
    ...(jsonReport ? [['json', { outputFile: jsonReport }] as const] : []),
  ],
  use: {
    baseURL,
    // A failing test keeps a screenshot of where it ended and the page's accessibility tree (error-context.md); run by
    // hand, also its trace (every action with its log, network, console and sources). A trace is recorded for every test,
    // kept or not: in CI (CI set) none is, unless E2E_TRACE=1 (the screencast and DOM snapshots, never: 40 % and 14 %).
    trace: process.env.CI && !process.env.E2E_TRACE ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
  projects: [
    // The flows wait for no fade or slide (CoreUI keeps its transitions off under reduced motion): a few seconds a run.
    {
      name: 'chromium',
      testDir: './tests',
      // Two on two cores: a flow keeps its core busy (the page, the BFF, the browser), and four took longer (92 s against 87 s for 23 flows).
      workers: 2,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    },
    // Every story of the built Storybook with its play function (e2e/storybook).
    // Four on two cores: a story switch waits more than it computes (a fifth of two workers' time was idle), so four fill
    // the cores (47 staff components: 101 s with two, 87 s with four).
    {
      name: 'storybook',
      testDir: './storybook',
      workers: 4,
      use: { browserName: 'chromium', baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  webServer: [
    ...(runs('chromium')
      ? [
          {
            command: `node ${dist}/server/start.js`,
            cwd: '..',
            url: `${baseURL}/healthz`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(port),
              HOST: '127.0.0.1',
              SANDBOX: '1',
              PUBLIC_ORIGIN: baseURL,
              REDIS_KEY_PREFIX: process.env.E2E_REDIS_KEY_PREFIX,
              STATIC_DIR: `${dist}/web`,
              // A short fresh window, so the dashboard tests see cached figures turn stale within a test.
              DASHBOARD_FRESH_SECONDS: process.env.E2E_DASHBOARD_FRESH_SECONDS ?? '3',
            },
          },
        ]
      : []),
    ...(runs('storybook')
      ? [
          {
            command: `node scripts/serve-static.mjs ${dist}/storybook ${storybookPort}`,
            cwd: '..',
            url: `http://127.0.0.1:${storybookPort}/index.json`,
            reuseExistingServer: false,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});

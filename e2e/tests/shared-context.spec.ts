/**
 * The worker's tests take one browser context in turn (e2e/support/worker-context.ts): what one test leaves in it
 * (storage, cookies, routes, permissions) must be gone when the next one starts. Serial, so both run in one worker.
 */
import { expect, test } from '../support/fixtures';

test.describe.configure({ mode: 'serial' });

const LEFT_BEHIND = 'tezgah-e2e-left-behind';

test('a test leaves storage, a cookie, a route and a permission behind', async ({ page, context, baseURL }) => {
  await page.goto('/login');
  await page.evaluate((key) => {
    window.localStorage.setItem(key, '1');
    window.sessionStorage.setItem(key, '1');
  }, LEFT_BEHIND);
  await context.addCookies([{ name: LEFT_BEHIND, value: '1', url: baseURL! }]);
  await context.route('**/healthz', (route) => route.fulfill({ body: LEFT_BEHIND }));
  await context.grantPermissions(['clipboard-read'], { origin: baseURL! });
  expect(await page.evaluate(() => fetch('/healthz').then((answer) => answer.text()))).toBe(LEFT_BEHIND);
});

test('the next test in the worker starts without any of it', async ({ page, context }) => {
  await page.goto('/login');
  const left = await page.evaluate(
    async (key) => ({
      local: window.localStorage.getItem(key),
      session: window.sessionStorage.getItem(key),
      health: await fetch('/healthz').then((answer) => answer.text()),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
    }),
    LEFT_BEHIND,
  );
  expect(left).toEqual({ local: null, session: null, health: expect.stringContaining('ok'), clipboard: 'prompt' });
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(LEFT_BEHIND);
  expect(context.pages()).toEqual([page]);
});

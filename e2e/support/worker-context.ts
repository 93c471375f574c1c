/**
 * One browser context per worker, handed to each of its tests in turn. A new context per test made Chromium start a
 * renderer and compile the SPA's scripts again for every test; sharing one keeps its HTTP cache (and the compiled code
 * it holds) while each test still starts from its own cookies, its own localStorage and sessionStorage, a page of its
 * own, no routes and no permissions (docs/testing.md). A test that needs a context of another kind makes its own.
 */
import type { Browser, BrowserContext, Page, PlaywrightTestOptions, Route } from '@playwright/test';

/** Playwright's own storage state, as an object. */
type StartState = Exclude<PlaywrightTestOptions['storageState'], string | undefined>;

export async function openWorkerContext(browser: Browser, use: Partial<PlaywrightTestOptions>): Promise<BrowserContext> {
  const { viewport, reducedMotion, baseURL } = use;
  return browser.newContext({ viewport, reducedMotion, baseURL });
}

/** A state given as a file name is not used in this suite; say so rather than start from nothing. */
export function startStateOf(state: PlaywrightTestOptions['storageState']): StartState {
  if (state === undefined) return { cookies: [], origins: [] };
  if (typeof state === 'string') throw new Error('The shared e2e context takes a storage state as an object, not a file');
  return state;
}

export async function startTest(context: BrowserContext, state: StartState): Promise<void> {
  await context.clearCookies();
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
}

/** Leaves the context as the next test expects it: no pages, routes or permissions of this test's. */
export async function endTest(context: BrowserContext): Promise<void> {
  await Promise.all(context.pages().map((page) => page.close()));
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.clearPermissions();
}

/** The path a test's page opens first to set its origins' storage: answered in the browser, it never reaches the BFF. */
const STORAGE_PAGE = '/__e2e-start-storage';

/** The test's page, its origins' storage cleared and set to the test's state, on about:blank as a new page is. */
export async function openTestPage(context: BrowserContext, state: StartState, origin: string): Promise<Page> {
  const page = await context.newPage();
  const origins = state.origins.some((entry) => entry.origin === origin) ? state.origins : [...state.origins, { origin, localStorage: [] }];
  const blank = (route: Route) => route.fulfill({ contentType: 'text/html', body: '<html></html>' });
  for (const { origin: at, localStorage } of origins) {
    await page.route(`${at}${STORAGE_PAGE}`, blank);
    await page.goto(`${at}${STORAGE_PAGE}`);
    await page.evaluate((entries) => {
      window.localStorage.clear();
      window.sessionStorage.clear();
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, localStorage);
    await page.unroute(`${at}${STORAGE_PAGE}`, blank);
  }
  await page.goto('about:blank');
  return page;
}

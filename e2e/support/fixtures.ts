/**
 * The e2e test object. Each worker signs every demo account in once through the BFF's API (CSRF header + same
 * Origin), once more for each company a staff account acts as, and a test's browser context starts from that
 * session's cookie (plus, optionally, a stored interface language). A test that ends, switches or otherwise changes
 * its session says `ownSession: true` and signs in for itself alone; a newly registered seller is always a test's own.
 * A test that passed is failed still when the page it ends on has a serious or critical axe violation; each screen
 * (its path, ids aside) in each language is checked once a run, at the end of the first test of any worker that ends
 * on it, since the stories check every state of it already (`expectAccessible` checks at other points too).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type BrowserContext, type Cookie, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEFAULT_LANGUAGE, type Language, type UserInfo } from '@contract/api/session';
import { demoAccount, type DemoName } from './accounts';
import { actAsByApi, newSellerCredentials, registerByApi, signInByApi } from './api';
import { describeViolations, seriousViolations } from './axe';
import { textsFor, type Texts } from './texts';
import { endTest, openTestPage, openWorkerContext, startStateOf, startTest } from './worker-context';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

export interface SignedIn {
  credentials: { email: string; password: string };
  user: UserInfo;
  cookies: Cookie[];
}

type Who = DemoName | 'newSeller';

interface Options {
  /** Who the context is signed in as: a demo account, a freshly registered seller, or nobody. */
  signedInAs: Who | null;
  /** localStorage `uiLang` at the start; null leaves it unset (the interface then starts in the default language). */
  uiLang: Language | null;
  /** For a staff account: the company it acts as (admin-as-user) before the test starts. */
  actingAs: number | null;
  /** The test ends, switches or changes its session, so it signs in for itself instead of sharing the worker's. */
  ownSession: boolean;
}

interface Fixtures {
  session: SignedIn | null;
  /** An API client in the worker's session of a demo account, apart from the page's cookies. */
  requestAs: (who: DemoName, actingAs?: number) => Promise<APIRequestContext>;
  texts: Texts;
  loginPage: LoginPage;
  shell: ShellPage;
  /** Runs after the test: axe on the page it ends on (a test that failed already is not checked again). */
  accessibleAtEnd: void;
}

interface WorkerFixtures {
  /** The worker's session of a demo account (acting as a company, for staff), signed in on first use. */
  workerSession: (who: DemoName, actingAs: number | null) => Promise<SignedIn>;
  /** The browser context the worker's tests take in turn (./worker-context.ts). */
  workerContext: BrowserContext;
}

async function signInAs(request: APIRequestContext, baseURL: string, who: Who): Promise<Omit<SignedIn, 'cookies'>> {
  if (who === 'newSeller') {
    const seller = newSellerCredentials('seller');
    return { credentials: seller, user: await registerByApi(request, baseURL, seller) };
  }
  const account = demoAccount(who);
  return { credentials: account, user: await signInByApi(request, baseURL, account) };
}

async function signIn(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, who: Who, actingAs: number | null): Promise<SignedIn> {
  // Made during a test, a context would start from the test's cookie, and signing in over it would end that session.
  const request = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const { credentials, user } = await signInAs(request, baseURL, who);
    const acting = actingAs === null ? user : await actAsByApi(request, baseURL, actingAs);
    return { credentials, user: acting, cookies: (await request.storageState()).cookies };
  } finally {
    await request.dispose();
  }
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  signedInAs: [null, { option: true }],
  uiLang: [DEFAULT_LANGUAGE, { option: true }],
  actingAs: [null, { option: true }],
  ownSession: [false, { option: true }],

  workerSession: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL } = workerInfo.project.use;
      if (!baseURL) throw new Error('The project has no baseURL');
      const sessions = new Map<string, Promise<SignedIn>>();
      await use((who, actingAs) => {
        const key = `${who}@${actingAs ?? ''}`;
        const known = sessions.get(key) ?? signIn(playwright, baseURL, who, actingAs);
        sessions.set(key, known);
        return known;
      });
    },
    { scope: 'worker' },
  ],

  workerContext: [
    async ({ browser }, use, workerInfo) => {
      const context = await openWorkerContext(browser, workerInfo.project.use);
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ workerContext, storageState }, use) => {
    await startTest(workerContext, startStateOf(storageState));
    await use(workerContext);
    await endTest(workerContext);
  },

  page: async ({ context, storageState, viewport, baseURL }, use, testInfo) => {
    const page = await openTestPage(context, startStateOf(storageState), new URL(baseURL!).origin);
    const projectViewport = testInfo.project.use.viewport;
    if (viewport && (viewport.width !== projectViewport?.width || viewport.height !== projectViewport.height)) await page.setViewportSize(viewport);
    await use(page);
  },

  session: async ({ signedInAs, actingAs, ownSession, workerSession, baseURL, playwright }, use) => {
    if (!signedInAs) await use(null);
    else if (ownSession || signedInAs === 'newSeller') await use(await signIn(playwright, baseURL!, signedInAs, actingAs));
    else await use(await workerSession(signedInAs, actingAs));
  },

  requestAs: async ({ workerSession, baseURL, playwright }, use) => {
    const opened: APIRequestContext[] = [];
    await use(async (who, actingAs) => {
      const { cookies } = await workerSession(who, actingAs ?? null);
      const request = await playwright.request.newContext({ baseURL, storageState: { cookies, origins: [] } });
      opened.push(request);
      return request;
    });
    await Promise.all(opened.map((request) => request.dispose()));
  },

  storageState: async ({ session, uiLang, baseURL }, use) => {
    const origins = uiLang ? [{ origin: new URL(baseURL!).origin, localStorage: [{ name: 'uiLang', value: uiLang }] }] : [];
    await use({ cookies: session?.cookies ?? [], origins });
  },

  texts: async ({ uiLang }, use) => {
    await use(textsFor(uiLang ?? DEFAULT_LANGUAGE));
  },
  loginPage: async ({ page, texts }, use) => {
    await use(new LoginPage(page, texts));
  },
  shell: async ({ page, texts }, use) => {
    await use(new ShellPage(page, texts));
  },
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !page.url().startsWith('http')) return;
      const screen = `${await page.evaluate(() => document.documentElement.lang)} ${screenOf(page.url())}`;
      if (!claimScreen(testInfo.project.outputDir, screen)) return;
      await expectAccessible(page, `end of "${testInfo.title}"`);
    },
    { auto: true },
  ],
});

/**
 * Whether this test checks the screen it ends on: the first of the run to claim it does. Workers are processes of their
 * own, so the claim is a file created exclusively in the project's output folder, which each run starts empty.
 */
function claimScreen(outputDir: string, screen: string): boolean {
  const claims = join(outputDir, '.screens-checked');
  mkdirSync(claims, { recursive: true });
  try {
    writeFileSync(join(claims, createHash('sha1').update(screen).digest('hex')), screen, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return false;
    throw error;
  }
}

/** A page's screen: its path with each id (a segment holding a digit) made one. */
function screenOf(url: string): string {
  return new URL(url).pathname.replace(/\/[^/]*\d[^/]*/g, '/:id');
}

/** Fails the test (softly: it goes on) on any serious or critical axe violation on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect.soft(violations.length, describeViolations(`${where} (${new URL(page.url()).pathname})`, violations)).toBe(0);
}

export { expect };

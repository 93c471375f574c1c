/**
 * The e2e test object: every test signs in on its own through the BFF's API (CSRF header + same Origin), and the
 * browser context starts from that session cookie (plus, optionally, a stored interface language).
 */
import { test as base, type APIRequestContext, type Cookie } from '@playwright/test';
import { DEFAULT_LANGUAGE, type Language, type UserInfo } from '@contract/api/session';
import { demoAccount, type DemoName } from './accounts';
import { actAsByApi, newSellerCredentials, registerByApi, signInByApi } from './api';
import { textsFor, type Texts } from './texts';
import { LoginPage } from '../pages/login-page';
import { ShellPage } from '../pages/shell-page';

export interface SignedIn {
  credentials: { email: string; password: string };
  user: UserInfo;
  cookies: Cookie[];
}

interface Options {
  /** Who the context is signed in as: a demo account, a freshly registered seller, or nobody. */
  signedInAs: DemoName | 'newSeller' | null;
  /** localStorage `uiLang` at the start; null leaves it unset (the interface then starts in the default language). */
  uiLang: Language | null;
  /** For a staff account: the company it acts as (admin-as-user) before the test starts. */
  actingAs: number | null;
}

interface Fixtures {
  session: SignedIn | null;
  texts: Texts;
  loginPage: LoginPage;
  shell: ShellPage;
}

async function signInAs(request: APIRequestContext, baseURL: string, who: DemoName | 'newSeller'): Promise<Omit<SignedIn, 'cookies'>> {
  if (who === 'newSeller') {
    const seller = newSellerCredentials('seller');
    return { credentials: seller, user: await registerByApi(request, baseURL, seller) };
  }
  const account = demoAccount(who);
  return { credentials: account, user: await signInByApi(request, baseURL, account) };
}

export const test = base.extend<Options & Fixtures>({
  signedInAs: [null, { option: true }],
  uiLang: [DEFAULT_LANGUAGE, { option: true }],
  actingAs: [null, { option: true }],

  session: async ({ signedInAs, actingAs, baseURL, playwright }, use) => {
    if (!signedInAs) {
      await use(null);
      return;
    }
    const request = await playwright.request.newContext({ baseURL });
    try {
      const { credentials, user } = await signInAs(request, baseURL!, signedInAs);
      const acting = actingAs === null ? user : await actAsByApi(request, baseURL!, actingAs);
      const { cookies } = await request.storageState();
      await use({ credentials, user: acting, cookies });
    } finally {
      await request.dispose();
    }
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
});

export { expect } from '@playwright/test';

/**
 * Signing in before any script: the sign-in pages as the build drew them post their form to the BFF, which signs in
 * and answers with the page (or the one `next` named), the session's user written in; the forgot-password form posts
 * alike (Chromium with JavaScript disabled).
 */
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';
import { ME_ELEMENT_ID } from '@contract/api/page-data';
import { API } from '@contract/api/paths';
import type { Language } from '@contract/api/session';
import { FORM_DONE_PARAM, SIGN_IN_NEXT_PARAM } from '@contract/auth/native-forms';
import { SIGN_IN_ERROR_PARAM } from '@contract/auth/native-sign-in';
import { PUBLIC_PATHS } from '@contract/routes';
import { demoAccount, fullName, type DemoName } from '../../support/accounts';
import { textsFor } from '../../support/texts';
import { LoginPage } from '../../pages/login-page';
import { ForgotPasswordPage } from '../../pages/password-pages';

const LOCALES: Record<Language, string> = { en: 'en-GB', tr: 'tr-TR' };

async function pageWithoutScript(browser: Browser, language: Language): Promise<{ page: Page; login: LoginPage }> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: LOCALES[language] });
  const page = await context.newPage();
  return { page, login: new LoginPage(page, textsFor(language)) };
}

/** Signs in through the form as it was served, and answers the page the BFF sent back after its 303. */
async function signInWithoutScript(page: Page, login: LoginPage, who: DemoName): Promise<Response> {
  await login.goto();
  const account = demoAccount(who);
  const landed = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === '/');
  await login.signIn(account.email, account.password);
  return landed;
}

/** The user written into a page's HTML (its data element), as the SPA would read it. */
function inlinedUser(html: string): { id: string; first_name: string } | null {
  const text = new RegExp(`<script type="application/json" id="${ME_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as { user: { id: string; first_name: string } }).user;
}

test.describe('signing in with JavaScript disabled', () => {
  test('a seller signs in on the drawn sign-in page and lands on the dashboard, its HTML carrying the session', async ({ browser }) => {
    const { page, login } = await pageWithoutScript(browser, 'en');
    await login.goto();
    await expect(login.heading('seller')).toBeVisible();
    const landed = await signInWithoutScript(page, login, 'omar');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(landed.status()).toBe(200);
    expect(landed.headers()['cache-control']).toBe('no-store');
    const html = await landed.text();
    expect(inlinedUser(html)?.id).toBe(demoAccount('omar').userId);
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/);
    await page.context().close();
  });

  for (const language of ['en', 'tr'] as const) {
    test(`a wrong password shows the spec's text in the page's language (${language})`, async ({ browser }) => {
      const { page, login } = await pageWithoutScript(browser, language);
      await login.goto();
      await expect(login.heading('seller')).toBeVisible();
      await login.signIn(demoAccount('ayse').email, 'Not-the-password-1');
      await expect(page).toHaveURL(`${PUBLIC_PATHS.login}?${SIGN_IN_ERROR_PARAM}=invalidCredentials`);
      await expect(login.error).toHaveText(textsFor(language).t('errors.invalidCredentials'));
      await expect(login.heading('seller')).toBeVisible();
      await page.context().close();
    });
  }

  test("one user's page never holds another's name: two users, one after the other, in the same browser", async ({ browser }) => {
    const { page, login } = await pageWithoutScript(browser, 'en');
    const [first, second] = [demoAccount('omar'), demoAccount('li')];
    const omars = await (await signInWithoutScript(page, login, 'omar')).text();
    const lis = await (await signInWithoutScript(page, login, 'li')).text();
    const again = await (await page.goto('/orders'))!.text();
    expect(inlinedUser(omars)?.id).toBe(first.userId);
    for (const html of [lis, again]) {
      expect(inlinedUser(html)?.id).toBe(second.userId);
      expect(html).not.toContain(fullName(first).split(' ')[1]);
      expect(html).not.toContain(first.email);
    }
    expect(omars).not.toContain(second.email);
    await page.context().close();
  });

  test('the forgot-password form posts and shows the sent copy; sign-in from /login?next=/orders lands on /orders', async ({ browser }) => {
    const { page, login } = await pageWithoutScript(browser, 'en');
    const forgot = new ForgotPasswordPage(page, textsFor('en'));
    await forgot.goto();
    await forgot.request('no-script-reader@example.test');
    await expect(page).toHaveURL(`${PUBLIC_PATHS.forgotPassword}?${FORM_DONE_PARAM}=1`);
    await expect(forgot.sent).toBeVisible();

    await page.goto(`${PUBLIC_PATHS.login}?${SIGN_IN_NEXT_PARAM}=${encodeURIComponent('/orders')}`);
    const account = demoAccount('omar');
    await login.signIn(account.email, account.password);
    await expect(page).toHaveURL('/orders');
    await page.context().close();
  });

  test('with scripts, a signed-in page load asks no GET me: the session came with the page', async ({ browser }) => {
    const { page, login } = await pageWithoutScript(browser, 'en');
    await signInWithoutScript(page, login, 'omar');
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    const scripted = await context.newPage();
    const asked: string[] = [];
    scripted.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const orders = scripted.waitForResponse((response) => new URL(response.url()).pathname === API.orders);
    await scripted.goto('/orders');
    expect((await orders).status()).toBe(200);
    expect(asked).not.toContain(API.me);
    await context.close();
    await page.context().close();
  });
});

import { API } from '@contract/api/paths';
import { PUBLIC_PATHS } from '@contract/routes';
import { demoAccount } from '../support/accounts';
import { latestResetLink, newSellerCredentials, registerByApi, writeHeaders } from '../support/api';
import { expect, test } from '../support/fixtures';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-pages';

const ayse = demoAccount('ayse');

test.describe('forgotten password', () => {
  // The only test that asks a reset for ayse@ (one request per 15 minutes per address); it never completes it.
  test('ayse@ gets a mailed link to the reset page, mismatches are refused, a second request is too soon', async ({ page, texts }) => {
    const { t } = texts;
    const forgot = new ForgotPasswordPage(page, texts);
    const reset = new ResetPasswordPage(page, texts);
    const asked = Date.now();
    await forgot.goto();
    await forgot.request(ayse.email);
    await expect(forgot.sent).toBeVisible();

    const link = await latestResetLink(page.request, ayse.email, asked);
    expect(new URL(link).pathname).toBe(PUBLIC_PATHS.resetPassword);
    await page.goto(link);
    await expect(reset.heading).toBeVisible();
    await reset.setPassword('Mismatch2026a', 'Mismatch2026b');
    await expect(reset.confirm).toHaveAccessibleDescription(t('validation.passwordsMustMatch'));
    await expect(reset.saved).toHaveCount(0);

    await forgot.goto();
    await forgot.request(ayse.email);
    await expect(forgot.error).toHaveText(t('errors.resetTimeout'));
    await expect(forgot.sent).toHaveCount(0);
  });

  test('a good reset saves the new password, which then signs in', async ({ page, texts, loginPage, baseURL }) => {
    const seller = newSellerCredentials('reset');
    await registerByApi(page.request, baseURL!, seller);
    await page.request.post(API.logout, { headers: writeHeaders(baseURL!) });
    const forgot = new ForgotPasswordPage(page, texts);
    const reset = new ResetPasswordPage(page, texts);
    const asked = Date.now();
    await forgot.goto();
    await forgot.request(seller.email);
    await expect(forgot.sent).toBeVisible();

    await page.goto(await latestResetLink(page.request, seller.email, asked));
    const newPassword = `${seller.password}New9`;
    await reset.setPassword(newPassword);
    await expect(reset.saved).toBeVisible();
    await reset.loginButton.click();
    await expect(page).toHaveURL(PUBLIC_PATHS.login);

    await loginPage.signIn(seller.email, seller.password);
    await expect(loginPage.error).toHaveText(texts.t('errors.invalidCredentials'));
    await loginPage.signIn(seller.email, newPassword);
    await expect(page).toHaveURL('/');
  });
});

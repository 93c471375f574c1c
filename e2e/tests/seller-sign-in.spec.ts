import { API } from '@contract/api/paths';
import type { LoginResponse } from '@contract/api/session';
import { PUBLIC_PATHS, routeById, type MenuGroup } from '@contract/routes';
import { companyOf, demoAccount, seededCounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';

const SELLER_GROUPS: readonly MenuGroup[] = ['data', 'dataImport', 'operation', 'reports', 'settings', 'help'];
const ayse = demoAccount('ayse');

test.describe('seller sign-in', () => {
  test('the public pages ask nothing of a visitor who never signed in: no 401 in the console', async ({ page, loginPage }) => {
    const asked: string[] = [];
    const logged: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === API.me) asked.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    for (const path of [PUBLIC_PATHS.login, PUBLIC_PATHS.adminLogin, PUBLIC_PATHS.forgotPassword]) {
      await page.goto(path);
      await expect(loginPage.page.locator('form')).toBeVisible();
    }
    expect(asked).toEqual([]);
    expect(logged).toEqual([]);
  });

  test('empty and invalid fields show the validation messages', async ({ loginPage, texts: { t } }) => {
    await loginPage.goto();
    await expect(loginPage.heading('seller')).toBeVisible();
    await loginPage.submit.click();
    await expect(loginPage.email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await expect(loginPage.password).toHaveAccessibleDescription(t('validation.passwordRequired'));

    await loginPage.email.fill('not-an-e-mail');
    await loginPage.password.fill('x');
    await loginPage.submit.click();
    await expect(loginPage.email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await expect(loginPage.password).not.toHaveAttribute('aria-invalid', 'true');
    await expect(loginPage.page).toHaveURL(PUBLIC_PATHS.login);
  });

  test('a wrong password shows the §8 text and stays on the sign-in page', async ({ loginPage, texts: { t } }) => {
    await loginPage.goto();
    await loginPage.signIn(ayse.email, `${ayse.password}-wrong`);
    await expect(loginPage.error).toHaveText(t('errors.invalidCredentials'));
    await expect(loginPage.page).toHaveURL(PUBLIC_PATHS.login);
  });

  test('the right password lands on the dashboard with the seller menu and its counts', async ({ loginPage, shell, page }) => {
    const { t } = shell.texts;
    await loginPage.goto();
    const signedIn = page.waitForResponse((response) => response.url().endsWith(API.loginUser));
    await loginPage.signIn(ayse.email, ayse.password);
    await expect(page).toHaveURL(routeById('dashboard')!.path);

    await expect(shell.groupHeaders).toHaveText(SELLER_GROUPS.map((group) => shell.groupTitle(group)));
    // Other tests change Ayşe's products meanwhile: the sidebar must show what sign-in answered; the rest is seeded.
    const { user } = (await (await signedIn).json()) as LoginResponse;
    const counts = { ...seededCounts(companyOf(ayse).id), activeProducts: user.counts.activeProducts, deletedProducts: user.counts.deletedProducts };
    await shell.expand('products');
    await expect(shell.menuLinkWithCount('allProducts', counts.activeProducts)).toBeVisible();
    await expect(shell.menuLinkWithCount('deletedProducts', counts.deletedProducts)).toBeVisible();
    await expect(shell.menuLinkWithCount('claims', counts.claims)).toBeVisible();
    await expect(shell.menuLinkWithCount('questions', counts.tickets)).toBeVisible();
    await expect(shell.menuLinkWithCount('messages', counts.messages)).toBeVisible();

    await shell.expand('reconciliationGroup');
    await expect(shell.menuLink('reconciliation')).toBeVisible();
    await expect(shell.sidebar.getByRole('link', { name: t('routes.payments') })).toHaveCount(0);
    await expect(shell.sidebar.getByRole('link', { name: t('routes.marketplaceSales') })).toHaveCount(0);
    for (const adminItem of ['adminCompanies', 'adminCommissions', 'currencyTools'] as const) {
      await expect(shell.sidebar.getByRole('link', { name: t(`routes.${adminItem}`), exact: true })).toHaveCount(0);
    }
    await expect(shell.sidebar.getByText(t('menu.groups.adminSystem'), { exact: true })).toHaveCount(0);
  });
});

test.describe('a signed-in seller', () => {
  test.use({ signedInAs: 'ayse' });

  test('opening an admin path redirects to not-authorized', async ({ page, shell }) => {
    await page.goto(routeById('adminCompanies')!.path);
    await expect(page).toHaveURL(PUBLIC_PATHS.notAuthorized);
    await expect(shell.notAuthorizedHeading).toBeVisible();
    await page.goto(routeById('marketplaceSales')!.path);
    await expect(page).toHaveURL(PUBLIC_PATHS.notAuthorized);
  });
});

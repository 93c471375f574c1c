import { DEFAULT_LANGUAGE } from '@contract/api/session';
import { PUBLIC_PATHS, type MenuGroup } from '@contract/routes';
import { demoAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { textsFor } from '../support/texts';
import { ShellPage } from '../pages/shell-page';

const SELLER_GROUPS: readonly MenuGroup[] = ['data', 'dataImport', 'operation', 'reports', 'settings', 'help'];
const ayse = demoAccount('ayse');

test.describe('in Turkish', () => {
  test.use({ uiLang: 'tr' });

  test('the sign-in error and the sidebar group headers', async ({ loginPage, shell, page, texts: { t } }) => {
    await loginPage.goto();
    await expect(loginPage.heading('seller')).toBeVisible();
    await loginPage.submit.click();
    await expect(loginPage.email).toHaveAccessibleDescription(t('validation.emailInvalid'));
    await expect(loginPage.password).toHaveAccessibleDescription(t('validation.passwordRequired'));

    await loginPage.signIn(ayse.email, `${ayse.password}-yanlis`);
    await expect(loginPage.error).toHaveText(t('errors.invalidCredentials'));

    await loginPage.signIn(ayse.email, ayse.password);
    await expect(page).toHaveURL('/');
    await expect(shell.groupHeaders).toHaveText(SELLER_GROUPS.map((group) => shell.groupTitle(group)));
  });
});

test.describe('with no language stored', () => {
  test.use({ uiLang: null, signedInAs: 'ayse' });

  test('the interface starts in the default English, even for an account kept in Turkish', async ({ page }) => {
    expect(ayse.uiLang).toBe('tr');
    const shell = new ShellPage(page, textsFor(DEFAULT_LANGUAGE));
    await page.goto(PUBLIC_PATHS.notAuthorized);
    await expect(shell.notAuthorizedHeading).toBeVisible();
    await expect(shell.groupHeaders).toHaveText(SELLER_GROUPS.map((group) => shell.groupTitle(group)));
    await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LANGUAGE);
  });
});

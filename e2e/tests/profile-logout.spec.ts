import { PUBLIC_PATHS } from '@contract/routes';
import { companyOf, demoAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { ProfilePage } from '../pages/profile-page';

const li = demoAccount('li');

test.describe('profile and /logout/', () => {
  test.use({ signedInAs: 'li' });

  test('/pages/profile shows the signed-in user', async ({ page, texts: { t }, texts }) => {
    const profile = new ProfilePage(page, texts);
    await profile.goto();
    await expect(profile.heading).toBeVisible();
    await expect(profile.value('profile.firstName')).toHaveText(li.firstName);
    await expect(profile.value('profile.lastName')).toHaveText(li.lastName);
    await expect(profile.value('profile.email')).toHaveText(li.email);
    await expect(profile.value('profile.role')).toHaveText(t('roles.user'));
    await expect(profile.value('profile.company')).toHaveText(companyOf(li).name);
    await expect(profile.value('profile.companyId')).toHaveText(String(companyOf(li).id));
    await expect(profile.value('profile.language')).toHaveText(t('languages.en'));
  });

  test.describe(() => {
    test.use({ ownSession: true });

    test('/logout/ opened directly asks, and confirming signs out', async ({ page, shell }) => {
      await page.goto(PUBLIC_PATHS.logout);
      await expect(shell.logoutDialog).toBeVisible();
      await shell.logoutDialog.getByRole('button', { name: shell.texts.t('auth.logout.confirm') }).click();
      await expect(page).toHaveURL(PUBLIC_PATHS.login);
      await page.goto('/');
      await expect(page).toHaveURL(`${PUBLIC_PATHS.login}?next=${encodeURIComponent('/')}`);
    });
  });
});

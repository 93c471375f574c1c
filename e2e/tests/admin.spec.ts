import { API } from '@contract/api/paths';
import { COOKIE_NAME } from '@bff/lib/session-cookie';
import { PUBLIC_PATHS, routeById, type MenuGroup } from '@contract/routes';
import { DEMO_COMPANIES } from '@mocks/world/demo-accounts';
import { demoAccount, fullName } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { AdminCompaniesPage } from '../pages/admin-companies-page';

const ADMIN_GROUPS: readonly MenuGroup[] = ['adminCatalog', 'adminOperations', 'adminFinance', 'adminSystem'];
const anadolu = DEMO_COMPANIES.find((company) => company.id === 1001)!;
const admin = demoAccount('admin');

test.describe('staff sign-in page', () => {
  test('admin@ signs in on /admin/login and sees the admin menu with Currency Tools', async ({ loginPage, shell, page }) => {
    await loginPage.goto('staff');
    await expect(loginPage.heading('staff')).toBeVisible();
    await loginPage.signIn(admin.email, admin.password);
    await expect(page).toHaveURL(AdminCompaniesPage.path);
    await expect(shell.groupHeaders).toHaveText(ADMIN_GROUPS.map((group) => shell.groupTitle(group)));
    await expect(shell.menuLink('currencyTools')).toBeVisible();
    await expect(shell.menuLink('adminCompanies')).toBeVisible();
    await expect(shell.menuLink('dashboard')).toHaveCount(0);
  });
});

test.describe('a seller opening the staff sign-in', () => {
  // The staff sign-in ends the seller's session.
  test.use({ signedInAs: 'ayse', ownSession: true });

  test('clears local storage when the stored role is user', async ({ page, loginPage, shell }) => {
    await page.goto('/');
    await expect(shell.sidebar).toBeVisible();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null')?.userRole)).toBe('user');
    expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);

    // The page's own boot check (GET me) runs too; judge the storage once it and the sign-out have answered.
    const answered = (path: string) => page.waitForResponse((response) => new URL(response.url()).pathname === path);
    const settled = Promise.all([answered(API.me), answered(API.logout)]);
    await loginPage.goto('staff');
    await expect(loginPage.heading('staff')).toBeVisible();
    await settled;
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  });
});

test.describe('support@ (no currency groups)', () => {
  test.use({ signedInAs: 'support' });

  test('sees the admin menu without Currency Tools', async ({ page, shell }) => {
    await page.goto(AdminCompaniesPage.path);
    await expect(shell.menuLink('adminCommissions')).toBeVisible();
    await expect(shell.sidebar.getByRole('link', { name: shell.texts.t('routes.currencyTools') })).toHaveCount(0);
    await page.goto(routeById('currencyTools')!.path);
    await expect(page).toHaveURL(PUBLIC_PATHS.notAuthorized);
  });
});

test.describe('admin picking a company', () => {
  test.use({ signedInAs: 'admin', ownSession: true });

  test('acts as it: banner, admin-as-user items, and the Admin Panel link back to the companies page', async ({ page, shell }) => {
    const { t } = shell.texts;
    await new AdminCompaniesPage(page, shell.texts).actAs(anadolu.name);
    await expect(page).toHaveURL(routeById('dashboard')!.path);
    await expect(shell.actingAsBanner).toContainText(t('shell.actingAs', { company: anadolu.name }));
    await expect(shell.topBar.getByText(anadolu.name, { exact: true })).toBeVisible();
    await expect(shell.menuLink('marketplaceSales')).toBeVisible();
    await shell.expand('reconciliationGroup');
    await expect(shell.menuLink('payments')).toBeVisible();
    const adminPanel = shell.sidebar.getByRole('link', { name: t('menu.adminPanel'), exact: true });
    await expect(adminPanel).toHaveAttribute('href', PUBLIC_PATHS.adminBack);

    await adminPanel.click();
    await expect(page).toHaveURL(AdminCompaniesPage.path);
    await expect(page.getByRole('heading', { name: t('routes.adminCompanies'), level: 1 })).toBeVisible();
    await expect(shell.actingAsBanner).toHaveCount(0);
    await expect(shell.menuLink('currencyTools')).toBeVisible();
    await expect(shell.userMenu(fullName(admin))).toBeVisible();
  });
});

test.describe('admin already acting as a seller', () => {
  // Both go back to the admin, which switches the session.
  test.use({ signedInAs: 'admin', actingAs: anadolu.id, ownSession: true });

  test('with a stored marketplace-product search, the sidebar link goes back to /admin/mp-products/', async ({ page, shell }) => {
    await page.goto(routeById('dashboard')!.path);
    await page.evaluate(() => localStorage.setItem('mpProductSearch', JSON.stringify({ sku: 'e2e' })));
    await page.reload();
    await expect(shell.actingAsBanner).toBeVisible();
    const back = shell.sidebar.getByRole('link', { name: shell.texts.t('menu.backToMpProducts'), exact: true });
    await expect(back).toHaveAttribute('href', `${PUBLIC_PATHS.adminBack}?target=mp-products`);
    await back.click();
    await expect(page).toHaveURL(`${routeById('adminMpProducts')!.path}?sku=e2e`);
    await expect(shell.actingAsBanner).toHaveCount(0);
    await expect(shell.menuLink('adminMpProducts')).toBeVisible();
  });

  test('opening /admin/back?target=mp-products directly (a full page load) also returns to the admin', async ({ page, shell, session }) => {
    // On this page load the shell asks for search data while the page switches back to the admin. Let that call
    // carry the old session cookie but reach the BFF after the switch (as it did in a real run): it must not end
    // the new session.
    const oldCookie = session!.cookies.find((cookie) => cookie.name === COOKIE_NAME)!;
    const backAnswered = page.waitForResponse((response) => new URL(response.url()).pathname === API.adminBack);
    await page.route(
      `**${API.mainSearch}`,
      async (route) => {
        await backAnswered;
        const headers = { ...route.request().headers(), cookie: `${COOKIE_NAME}=${oldCookie.value}` };
        await route.fulfill({ response: await route.fetch({ headers }) });
      },
      { times: 1 },
    );

    await page.goto(`${PUBLIC_PATHS.adminBack}?target=mp-products`);
    await expect(page).toHaveURL(routeById('adminMpProducts')!.path);
    await expect(shell.userMenu(fullName(admin))).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(routeById('adminMpProducts')!.path);
    await expect(shell.userMenu(fullName(admin))).toBeVisible();
  });
});

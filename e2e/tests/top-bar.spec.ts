import { API } from '@contract/api/paths';
import { PUBLIC_PATHS, routeById } from '@contract/routes';
import { CONFIG_VARIABLES } from '@bff/config-variables';
import { companyOf, demoAccount, fullName } from '../support/accounts';
import { writeHeaders } from '../support/api';
import { expect, test } from '../support/fixtures';
import { textsFor } from '../support/texts';
import { AdminCompaniesPage } from '../pages/admin-companies-page';
import { ShellPage } from '../pages/shell-page';

const li = demoAccount('li');
const ayse = demoAccount('ayse');
const omar = demoAccount('omar');
const profilePath = routeById('profile')!.path;
/** The webServer runs with the default SUPPORT_CENTER_URL. */
const supportCenter = new URL(CONFIG_VARIABLES.find((variable) => variable.name === 'SUPPORT_CENTER_URL')!.default!);

test.describe('top bar of a OneClick seller', () => {
  test.use({ signedInAs: 'li' });

  test('shows the company, copies its id, and carries the OneClick badge', async ({ page, shell, context, baseURL }) => {
    const company = companyOf(li);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.goto('/');
    await expect(shell.topBar.getByText(company.name, { exact: true })).toBeVisible();
    await expect(shell.oneClickBadge).toBeVisible();

    await shell.companyIdButton(company.id).click();
    await expect(shell.toast('shell.copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(company.id));
  });

  test('shows the user name and e-mail, and the support link opens the support centre with a token', async ({ page, shell, context }) => {
    await context.route(`${supportCenter.origin}/**`, (route) => route.fulfill({ contentType: 'text/plain', body: 'support centre' }));
    await page.goto('/');
    await shell.userMenu(fullName(li)).click();
    const account = shell.topBar.locator('.dropdown-header').filter({ hasText: li.email });
    await expect(account).toContainText(fullName(li));
    await page.keyboard.press('Escape');

    const opened = context.waitForEvent('page');
    await shell.supportLink.click();
    const support = new URL((await opened).url());
    expect(`${support.origin}${support.pathname}`).toBe(`${supportCenter.origin}${supportCenter.pathname}`);
    expect(support.searchParams.get('token')).toBeTruthy();
  });
});

test.describe('top bar of a seller without OneClick', () => {
  test.use({ signedInAs: 'ayse' });

  test('has no OneClick badge', async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.topBar.getByText(companyOf(ayse).name, { exact: true })).toBeVisible();
    await expect(shell.oneClickBadge).toHaveCount(0);
  });
});

test.describe('language', () => {
  test.use({ signedInAs: 'omar' });

  test('switches en -> tr without a reload and keeps the choice after one', async ({ page, shell }) => {
    const tr = new ShellPage(page, textsFor('tr'));
    await page.goto('/');
    await expect(shell.groupHeaders.first()).toHaveText(shell.groupTitle('data'));
    await page.evaluate(() => {
      (window as Window & { e2eMarker?: boolean }).e2eMarker = true;
    });

    await shell.chooseLanguage('en', 'tr');
    await expect(tr.groupHeaders.first()).toHaveText(tr.groupTitle('data'));
    await expect(tr.languageButton('tr')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(await page.evaluate(() => (window as Window & { e2eMarker?: boolean }).e2eMarker)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('uiLang'))).toBe('tr');

    await page.reload();
    await expect(tr.groupHeaders.first()).toHaveText(tr.groupTitle('data'));
    await expect(tr.userMenu(fullName(omar))).toBeVisible();
  });
});

test.describe('support link on admin paths', () => {
  test.use({ signedInAs: 'admin' });

  test('is absent for staff on the admin tools', async ({ page, shell }) => {
    await new AdminCompaniesPage(page, shell.texts).goto();
    await expect(shell.userMenu(fullName(demoAccount('admin')))).toBeVisible();
    await expect(shell.supportLink).toHaveCount(0);
  });
});

test.describe('sign-out', () => {
  test.use({ signedInAs: 'omar', ownSession: true });

  test('asks first: cancel keeps the session, confirm ends it', async ({ page, shell }) => {
    await page.goto(profilePath);
    await shell.openLogout(fullName(omar));
    await expect(page).toHaveURL(PUBLIC_PATHS.logout);
    await expect(shell.logoutDialog).toContainText(shell.texts.t('auth.logout.question'));
    await shell.logoutDialog.getByRole('button', { name: shell.texts.t('common.cancel') }).click();
    await expect(shell.logoutDialog).toBeHidden();
    await expect(page).toHaveURL(profilePath);
    await expect(shell.userMenu(fullName(omar))).toBeVisible();

    await shell.openLogout(fullName(omar));
    await shell.logoutDialog.getByRole('button', { name: shell.texts.t('auth.logout.confirm') }).click();
    await expect(page).toHaveURL(PUBLIC_PATHS.login);

    await page.goto(profilePath);
    await expect(page).toHaveURL(`${PUBLIC_PATHS.login}?next=${encodeURIComponent(profilePath)}`);
  });
});

test.describe('top bar at every width', () => {
  test.use({ signedInAs: 'newSeller' });

  test('fits from 360 px up with ten bookmarks: what does not fit is in a menu, language and account stay on screen', async ({ page, shell, baseURL }) => {
    const starred = [
      'dashboard',
      'categories',
      'allProducts',
      'deletedProducts',
      'brands',
      'orders',
      'refundedOrders',
      'cancelledOrders',
      'packages',
      'claims',
    ];
    for (const id of starred) expect((await page.request.post(API.toggleBookmark, { headers: writeHeaders(baseURL!), data: { obj: { id } } })).ok()).toBe(true);
    await page.goto('/');
    const user = shell.topBar.getByTestId('user-menu-toggle');
    for (const width of [360, 390, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(user).toBeInViewport({ ratio: 1 });
      await expect(shell.languageButton('en')).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `document width at ${width} px`).toBe(width);
      if (width >= 992) {
        // Every starred page is one click away: an icon shown whole, or a row of the menu its toggle counts. Once the
        // bar has fitted itself to the new width: until it has measured itself, it draws every icon.
        const icons = shell.topBar.getByTestId('bookmark-icon');
        await expect(async () => {
          const shown = await icons.count();
          if (shown > 0) await expect(icons.last()).toBeInViewport({ ratio: 1 });
          const counted = shown < starred.length ? Number(await shell.topBar.getByTestId('bookmark-overflow-count').innerText()) : 0;
          expect(shown + counted, `icons and menu at ${width} px`).toBe(starred.length);
        }).toPass();
      }
    }
  });
});

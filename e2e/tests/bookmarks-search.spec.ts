import type { Page } from '@playwright/test';
import { API } from '@contract/api/paths';
import { BOOKMARKS_MAX_STARRED, SEARCH_LIMIT_TYPING } from '@contract/constants';
import { expect, test } from '../support/fixtures';
import { NavbarSearch } from '../pages/navbar-search';

/** Clicks a star and waits until the BFF has kept the change (toggles must not overlap). */
async function toggleAndWait(page: Page, click: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse((response) => new URL(response.url()).pathname === API.toggleBookmark && response.ok());
  await click();
  await saved;
}

test.describe('navbar search and bookmarks', () => {
  // A freshly registered seller: nobody else's stars, so the counts below are exact. Wide enough for all ten icons
  // (narrower top bars move the icons that do not fit into the menu: top-bar.spec.ts).
  test.use({ signedInAs: 'newSeller', viewport: { width: 1920, height: 1000 } });

  test('typing shows at most the typing limit of suggestions', async ({ page, texts }) => {
    const { t } = texts;
    const search = new NavbarSearch(page, texts);
    await page.goto('/');
    await search.box.click();
    await expect(search.results.first()).toBeVisible();
    await expect(page.getByRole('group', { name: t('search.groups.pages'), exact: true })).toBeVisible();
    expect(await search.results.count()).toBeGreaterThan(SEARCH_LIMIT_TYPING);

    await search.box.pressSequentially('e');
    await expect(search.results).toHaveCount(SEARCH_LIMIT_TYPING);
    await search.box.fill('');
    await search.box.pressSequentially(t('routes.orders').slice(0, 5));
    await expect(search.results.filter({ hasText: t('routes.cancelledOrders') })).toHaveCount(1);
    expect(await search.results.count()).toBeLessThanOrEqual(SEARCH_LIMIT_TYPING);
  });

  test('the eleventh star overflows, unstarring promotes it, and the BFF keeps it', async ({ page, texts }) => {
    const search = new NavbarSearch(page, texts);
    await page.goto('/');
    await search.box.click();
    await expect(search.results.first()).toBeVisible();
    const titles = (await search.resultTitles()).slice(0, BOOKMARKS_MAX_STARRED + 1);
    expect(titles).toHaveLength(BOOKMARKS_MAX_STARRED + 1);
    for (const title of titles) {
      await toggleAndWait(page, () => search.starButton(title).click());
      await expect(search.unstarButton(title)).toBeVisible();
    }
    await search.box.press('Escape');

    const [first, , , , , , , , , , eleventh] = titles;
    await expect(search.starredIcons).toHaveCount(BOOKMARKS_MAX_STARRED);
    await expect(search.bookmarkBar.getByRole('link', { name: eleventh, exact: true })).toHaveCount(0);
    await search.overflowToggle(1).click();
    await expect(page.getByRole('link', { name: eleventh, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    await search.box.click();
    await toggleAndWait(page, () => search.unstarButton(first!).click());
    await search.box.press('Escape');
    await expect(search.starredIcons).toHaveCount(BOOKMARKS_MAX_STARRED);
    await expect(search.bookmarkBar.getByRole('link', { name: eleventh, exact: true })).toBeVisible();
    await expect(search.bookmarkBar.getByRole('link', { name: first, exact: true })).toHaveCount(0);
    await expect(search.overflowToggle(0)).toBeVisible();

    await page.reload();
    await expect(search.starredIcons).toHaveCount(BOOKMARKS_MAX_STARRED);
    await expect.poll(() => search.starredTitles()).toEqual(titles.slice(1));
    await expect(search.bookmarkBar.getByRole('link', { name: eleventh, exact: true })).toBeVisible();
    await expect(search.overflowToggle(0)).toBeVisible();
  });
});

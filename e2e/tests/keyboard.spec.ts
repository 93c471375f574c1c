/**
 * The keyboard on the shell and the lists (issue "A day of real use, round two", item 16): a list's status tabs are one
 * Tab stop with arrow keys, the company id shows where the focus is, and the sidebar opens on the page's own link.
 */
import { pathOf } from '@contract/routes';
import { companyOf, demoAccount } from '../support/accounts';
import { expect, test } from '../support/fixtures';

test.describe('keyboard on the shell and the lists', () => {
  test.use({ signedInAs: 'ayse' });

  test('the status tabs are one Tab stop; arrows move along them and Enter opens one', async ({ page }) => {
    await page.goto('/orders?tab=completed');
    const selected = page.getByRole('tab', { selected: true });
    await expect(selected).toBeVisible();
    const tabs = page.getByRole('tab');
    await selected.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
    await selected.focus();
    await page.keyboard.press('Home');
    await expect(tabs.first()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('Enter');
    const opened = (await tabs.nth(1).getAttribute('data-testid'))!.replace('tab-', '');
    await expect(page).toHaveURL(new RegExp(`[?&]tab=${opened}`));
  });

  test('the company id button shows CoreUI’s focus ring when the keyboard reaches it', async ({ page, shell }) => {
    await page.goto('/');
    const button = shell.companyIdButton(companyOf(demoAccount('ayse')).id);
    await expect(button).toBeVisible();
    // Tab from the top of the page until the keyboard reaches it (a bounded walk: the top bar comes early).
    for (let presses = 0; presses < 40 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    expect(await button.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
  });

  test('the sidebar opens scrolled to the page’s link when it sits below the fold', async ({ page, shell }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(pathOf('tutorials'));
    const link = shell.sidebar.locator('.nav-link.active');
    await expect(link).toHaveAttribute('href', pathOf('tutorials'));
    await expect(link).toBeInViewport();
  });
});

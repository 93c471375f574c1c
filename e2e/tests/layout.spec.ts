/**
 * What sits on top of the page at the widths sellers use (issue 19, item 3): no floating control covers a table's
 * header or the dashboard's figures at the right edge, and on a phone the orders filters fold behind one button.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** Whether the right end of `selector`'s last match, top to bottom, is that element or inside it (nothing on top). */
async function lastIsUncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((css) => {
    const all = document.querySelectorAll(css);
    const target = all[all.length - 1];
    if (!target) return false;
    target.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    const box = target.getBoundingClientRect();
    return [box.top + 2, box.top + box.height / 2, box.bottom - 2].every((y) => {
      const hit = document.elementFromPoint(box.right - 4, y);
      return hit !== null && (hit === target || target.contains(hit));
    });
  }, selector);
}

test.describe('layout at the right edge and on a phone', () => {
  test.use({ signedInAs: 'ayse' });

  test('the right-most table header and dashboard figures are not covered at 1280 and 1440 px', async ({ page }) => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/orders');
      await expect(page.getByTestId('data-row').first()).toBeVisible();
      expect(await lastIsUncovered(page, 'thead th'), `orders header at ${width} px`).toBe(true);
      await page.goto('/');
      await expect(page.locator('.card-header').first()).toBeVisible();
      expect(await lastIsUncovered(page, '.card-header'), `dashboard card at ${width} px`).toBe(true);
    }
  });

  test('on a phone the orders list opens on its rows, the filters behind a button that counts the active ones', async ({ page, texts }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/orders?customer=yilmaz');
    const toggle = page.getByTestId('filter-toggle');
    await expect(toggle).toHaveText(texts.t('list.filters.toggleActive', { count: 1 }));
    await expect(page.getByTestId('filter-bar')).toBeHidden();
    await toggle.click();
    await expect(page.getByTestId('filter-bar')).toBeVisible();
    await page.getByTestId('filter-apply').click();
    await expect(page.getByTestId('filter-bar')).toBeHidden();
  });

  test('wide lists keep the selected tab, the status and row actions in view at 1280 px', async ({ page }) => {
    await page.goto('/orders?tab=refunded');
    await expect(page.getByTestId('data-row').first()).toBeVisible();
    await expect(page.getByTestId('tab-refunded')).toBeInViewport({ ratio: 0.9 });
    await expect(page.getByTestId('tabs-arrow-start')).toBeVisible();
    await expect(page.getByTestId('column-status')).toBeInViewport({ ratio: 1 });
    const order = await page.getByTestId('data-row').first().getByRole('link').first().innerText();
    await page.goto(`/orders/${order}?tab=items`);
    const actions = page.locator('table.table-sticky-end thead th').last();
    await expect(actions).toBeVisible();
    await expect(actions).toBeInViewport({ ratio: 1 });
  });
});

import { HORIZONTAL_LAYOUT_MIN_WIDTH, SCROLL_TO_TOP_AFTER_PX } from '@contract/constants';
import { routeById } from '@contract/routes';
import { expect, test } from '../support/fixtures';
import { CustomizerPanel } from '../pages/customizer-panel';

/** Either side of the 1200 px horizontal-layout threshold. */
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 1100, height: 800 };
/** A collapsed sidebar shows icons only (CoreUI: 4rem); the full one is 16rem. */
const NARROW_SIDEBAR_MAX_PX = 100;

test.describe('theme customizer', () => {
  test.use({ signedInAs: 'omar' });

  test('dark theme and the collapsed sidebar survive a reload', async ({ page, shell, texts }) => {
    const customizer = new CustomizerPanel(page, texts);
    await page.goto('/');
    expect(await shell.sidebarWidth()).toBeGreaterThan(NARROW_SIDEBAR_MAX_PX);
    await customizer.open();
    await customizer.option('theme', 'dark').check();
    await customizer.collapsedSidebar.check();
    await expect(page.locator('html')).toHaveAttribute('data-coreui-theme', 'dark');
    await expect.poll(() => shell.sidebarWidth()).toBeLessThan(NARROW_SIDEBAR_MAX_PX);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-coreui-theme', 'dark');
    await expect.poll(() => shell.sidebarWidth()).toBeLessThan(NARROW_SIDEBAR_MAX_PX);
    await customizer.open();
    await expect(customizer.option('theme', 'dark')).toBeChecked();
    await expect(customizer.collapsedSidebar).toBeChecked();
  });

  test('the horizontal layout holds at 1280 px and falls back to vertical at 1100 px', async ({ page, shell, texts }) => {
    expect(WIDE.width >= HORIZONTAL_LAYOUT_MIN_WIDTH && NARROW.width < HORIZONTAL_LAYOUT_MIN_WIDTH).toBe(true);
    const customizer = new CustomizerPanel(page, texts);
    const horizontalMenu = page.getByRole('navigation', { name: texts.t('menu.label') });
    await page.setViewportSize(WIDE);
    await page.goto('/');
    await customizer.open();
    await customizer.option('layout', 'horizontal').check();
    await customizer.close();
    await expect(horizontalMenu).toBeVisible();
    await expect(shell.sidebar).toHaveCount(0);

    await page.setViewportSize(NARROW);
    await expect(horizontalMenu).toHaveCount(0);
    await expect(shell.sidebar).toBeAttached();
    await expect(shell.topBar.getByRole('button', { name: texts.t('menu.toggle') })).toBeVisible();

    await page.reload();
    await expect(horizontalMenu).toHaveCount(0);
    await page.setViewportSize(WIDE);
    await expect(horizontalMenu).toBeVisible();
  });

  test('scroll-to-top shows after 160 px of scrolling and takes the page back up', async ({ page, texts }) => {
    const scrollToTop = page.getByRole('button', { name: texts.t('shell.scrollToTop') });
    await page.goto(routeById('profile')!.path);
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_TOP_AFTER_PX - 60);
    await expect(scrollToTop).toHaveCount(0);
    await page.evaluate((y) => window.scrollTo(0, y), SCROLL_TO_TOP_AFTER_PX + 40);
    await expect(scrollToTop).toBeVisible();
    await scrollToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(scrollToTop).toHaveCount(0);
  });
});

/**
 * The four lists a seller works through all day keep what they need in view (issue 34, items 4–7): at 1280 and
 * 1440 px, in both languages, the header cells of the columns a seller scans sit whole inside the window (the rest
 * may give way, the column picker brings them back); at 390 px the list is cards, each led by its status, holding
 * the same columns, and nothing is wider than the phone.
 */
import type { Locator, Page } from '@playwright/test';
import { LANGUAGES, type Language } from '@contract/api/session';
import { expect, test } from '../../support/fixtures';
import { textsFor, type Texts } from '../../support/texts';
import { ClaimsPage } from '../../pages/claims-page';
import { OrdersListPage } from '../../pages/orders-list-page';
import { QuestionsPage } from '../../pages/questions-page';
import { QuickEditPage } from '../../pages/quick-edit-page';

interface Screen {
  /** Opens the list in the language of `texts` and waits for its rows; answers the list's frame. */
  open: (page: Page, texts: Texts) => Promise<Locator>;
  /** In view at 1280 and 1440 px, and on every phone card. */
  essential: readonly string[];
  /** In view from 1440 px on (and on the cards). */
  wide?: readonly string[];
}

const WIDE_WIDTHS = [1280, 1440] as const;
const PHONE_WIDTH = 390;

async function opened(list: Locator): Promise<Locator> {
  await expect(list.getByTestId('data-row').first()).toBeVisible();
  return list;
}

const SCREENS: Record<string, Screen> = {
  questions: {
    open: async (page, texts) => {
      const questions = new QuestionsPage(page, texts);
      await questions.openList();
      return opened(questions.list);
    },
    essential: ['expiresAt', 'subject', 'product', 'order'],
  },
  claims: {
    open: async (page, texts) => {
      const claims = new ClaimsPage(page, texts);
      await claims.openList();
      return opened(claims.list);
    },
    essential: ['id', 'status', 'decideBy', 'type', 'reason', 'order'],
  },
  orders: {
    open: async (page, texts) => {
      const orders = new OrdersListPage(page, texts);
      await orders.goto();
      return opened(orders.list);
    },
    essential: ['id', 'status', 'orderDate', 'dueDate', 'grandTotal', 'itemCount'],
  },
  'All Products': {
    open: async (page, texts) => {
      const products = new QuickEditPage(page, texts);
      await products.goto();
      return opened(products.list);
    },
    essential: ['productId', 'name', 'price', 'retailPrice', 'stock', 'status'],
    wide: ['sku'],
  },
};

/** The next load starts the interface in `language` (the page is on the portal, or the fixture's English applies). */
async function useLanguage(page: Page, language: Language): Promise<void> {
  if (page.url().startsWith('http')) await page.evaluate((chosen) => localStorage.setItem('uiLang', chosen), language);
}

test.describe('the columns a seller needs are in view', () => {
  test.use({ signedInAs: 'ayse' });

  for (const [name, screen] of Object.entries(SCREENS)) {
    test(`${name}: in view at 1280 and 1440 px, cards led by the status at 390 px, in English and Turkish`, async ({ page }) => {
      for (const language of LANGUAGES) {
        await useLanguage(page, language);
        await page.setViewportSize({ width: WIDE_WIDTHS[0], height: 800 });
        // Opened once a language; the list fits its columns again as the window is resized, as a seller's would.
        const list = await screen.open(page, textsFor(language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const width of WIDE_WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          for (const id of [...screen.essential, ...(width >= 1440 ? (screen.wide ?? []) : [])]) {
            await expect(list.getByTestId(`column-${id}`), `${id} at ${width} px in ${language}`).toBeInViewport({ ratio: 1 });
          }
        }
        await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
        const card = list.getByTestId('data-cards').getByTestId('data-row').first();
        await expect(card.locator('[data-testid^="card-field-"]').first(), `the card's first field in ${language}`).toHaveAttribute(
          'data-testid',
          'card-field-status',
        );
        for (const id of [...screen.essential, ...(screen.wide ?? [])]) await expect(card.getByTestId(`card-field-${id}`)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width at 390 px in ${language}`).toBeLessThanOrEqual(PHONE_WIDTH);
      }
    });
  }
});

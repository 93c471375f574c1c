import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { MeResponse } from '@contract/api/session';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { listVariants } from '../../support/variants-api';
import { QuickEditPage } from '../../pages/quick-edit-page';
import { ShellPage } from '../../pages/shell-page';

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams.entries());

test.describe('All Products (quick edit) as a seller', () => {
  test.use({ signedInAs: 'ayse' });
  // A grid of inputs on a shared, busy machine: more room than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('a retail price below the price is refused inline with its message, and by the server', async ({ page, texts }) => {
    const { t } = texts;
    const grid = new QuickEditPage(page, texts);
    await grid.goto();
    const [id] = await grid.rowIds();
    const price = Number(await grid.cell(id!, 'price').inputValue());
    await grid.setCell(id!, 'retailPrice', String(Math.max(0, price - 1)));
    await expect(grid.cellProblem(id!, 'retailPrice')).toHaveText(t('validation.retailBelowPrice'));
    await expect(grid.cell(id!, 'retailPrice')).toHaveAttribute('aria-invalid', 'true');
    await expect(grid.save).toBeDisabled();
    await expect(grid.editBar.getByTestId('edit-problems')).toHaveText(texts.plural('list.edit.problems', 1));

    // The BFF refuses the same body with the same words before it travels.
    const refused = await page.request.post(API.variantsQuickEdit, {
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(page.url()).origin },
      data: { variants: [{ id, price, retailPrice: Math.max(0, price - 1), stock: 1, status: 'active' }] },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).fields).toEqual({ 'variants[0].retailPrice': 'validation.retailBelowPrice' });

    await grid.setCell(id!, 'retailPrice', String(price));
    await expect(grid.cellProblem(id!, 'retailPrice')).toHaveCount(0);
    await expect(grid.save).toBeEnabled();
    await grid.discard.click();
    await expect(grid.editBar).toHaveCount(0);
  });

  // The oldest 50 variants by id: no other test edits them. Every row's stock changes; every tenth row's prices too.
  test('50 variants edited in one save all persist after a reload', async ({ page, texts }) => {
    test.setTimeout(180_000);
    const grid = new QuickEditPage(page, texts);
    const before = await listVariants(page.request, { sort: { field: 'id', direction: 'asc' }, pageSize: 50 });
    expect(before.items).toHaveLength(50);
    const wanted = new Map(
      before.items.map((row, at) => [
        row.id,
        {
          stock: String((row.stock + 11 + at) % 1000),
          price: at % 10 === 0 ? String(Math.round(row.price) + 1) : String(row.price),
          retailPrice: at % 10 === 0 ? String(Math.round(row.price) + 2) : String(row.retailPrice),
        },
      ]),
    );

    await grid.goto('?sort=id&pageSize=50');
    expect(await grid.rowIds()).toEqual(before.items.map((row) => row.id));
    for (const row of before.items) {
      const values = wanted.get(row.id)!;
      await grid.setCell(row.id, 'stock', values.stock, true);
      if (values.price !== String(row.price)) {
        await grid.setCell(row.id, 'retailPrice', values.retailPrice, true);
        await grid.setCell(row.id, 'price', values.price, true);
      }
    }
    await expect(grid.save).toHaveText(texts.plural('list.edit.save', 50));
    await grid.save.click();
    await expect(grid.savedNotice(50)).toBeVisible();
    await expect(grid.editBar).toHaveCount(0);

    await page.reload();
    await grid.settled();
    expect(searchOf(page)).toEqual({ sort: 'id', pageSize: '50' });
    // Price inputs show a stored price with its two decimals (web/src/lib/format.ts priceInputText; e2e files do not
    // load the SPA's modules, which bring its translations).
    const shown = (values: { stock: string; price: string; retailPrice: string }) => ({
      ...values,
      price: Number(values.price).toFixed(2),
      retailPrice: Number(values.retailPrice).toFixed(2),
    });
    const stored = Object.fromEntries(before.items.map((row) => [String(row.id), { ...shown(wanted.get(row.id)!), status: row.status }]));
    await expect.poll(() => grid.values()).toEqual(stored);
  });

  test('a filter by a comma-separated product-id list survives a reload', async ({ page, texts }) => {
    const grid = new QuickEditPage(page, texts);
    const some = await listVariants(page.request, { sort: { field: 'productId', direction: 'asc' }, pageSize: 100 });
    const ids = [...new Set(some.items.map((row) => row.productId))].slice(2, 4);
    await grid.goto();
    await grid.productIds.fill(` ${ids[0]},  ${ids[1]} `);
    await grid.apply.click();
    await expect.poll(() => searchOf(page)).toEqual({ productIds: ids.join(',') });
    await grid.settled();
    await expect.poll(async () => new Set(await grid.productIdsShown())).toEqual(new Set(ids));
    const shown = await grid.rowIds();

    await page.reload();
    await grid.settled();
    await expect(grid.productIds).toHaveValue(ids.join(','));
    await expect.poll(() => grid.rowIds()).toEqual(shown);
  });

  test('asks before leaving with unsaved changes', async ({ page, texts }) => {
    const grid = new QuickEditPage(page, texts);
    await grid.goto('?sort=-stock');
    const [id] = await grid.rowIds();
    await grid.setCell(id!, 'stock', '3');
    await grid.tab('inactive').click();
    const question = page.getByTestId('leave-guard');
    await expect(question).toContainText(texts.plural('list.edit.leaveBody', 1));
    await question.getByTestId('leave-stay').click();
    await expect(grid.cell(id!, 'stock')).toHaveValue('3');
    expect(searchOf(page)).toEqual({ sort: '-stock' });

    await grid.tab('inactive').click();
    await page.getByTestId('leave-confirm').click();
    await expect.poll(() => searchOf(page)).toEqual({ sort: '-stock', tab: 'inactive' });
    await expect(grid.editBar).toHaveCount(0);
  });
});

test.describe('the All Products badge', () => {
  // Omar's company: the product-edit delete test moves Ayşe's badges at the same time.
  test.use({ signedInAs: 'omar' });

  // A product from the middle of the oldest ones, active with every variant active: no other test picks it.
  test('follows a save that leaves a product without an active variant', async ({ page, texts }) => {
    const grid = new QuickEditPage(page, texts);
    const shell = new ShellPage(page, texts);
    const oldest = await listVariants(page.request, { sort: { field: 'productId', direction: 'asc' }, pageSize: 100, page: 2 });
    const pick = oldest.items.find((row) => row.productStatus === 'active' && row.status === 'active');
    expect(pick, 'an active product among the oldest').toBeDefined();
    const variants = (await listVariants(page.request, { productIds: String(pick!.productId), pageSize: 100 })).items;
    const activeCount = async () => ((await (await page.request.get(API.me)).json()) as MeResponse).user.counts.activeProducts;
    const before = await activeCount();

    await grid.goto(`?productIds=${pick!.productId}`);
    await expect(shell.menuLinkWithCount('allProducts', before)).toBeVisible();
    for (const row of variants) await grid.setCell(row.id, 'status', 'inactive');
    await grid.save.click();
    await expect(grid.savedNotice(variants.filter((row) => row.status === 'active').length)).toBeVisible();
    await expect(shell.menuLinkWithCount('allProducts', before - 1)).toBeVisible();
    expect(await activeCount()).toBe(before - 1);
  });
});

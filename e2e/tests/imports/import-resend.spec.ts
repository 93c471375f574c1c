/**
 * Refused stock/price rows fixed in the browser and sent again (issue 17), against the real BFF: three bad rows are
 * uploaded, two are fixed in Import Errors' editor and resent, the third is fixed in the downloaded error file and
 * uploaded again; the catalogue then holds all three. Staff act for generated company 1011, which no other test uses.
 * Refused fulfillment-day rows are fixed the same way, for generated company 1013 (no other test uses it either).
 */
import { readFile } from 'node:fs/promises';
import { API } from '@contract/api/paths';
import type { VariantRow } from '@contract/catalog/variant.api';
import { pathOf } from '@contract/routes';
import type { Transaction, TransactionMethod } from '@contract/transactions/transaction.types';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { listVariants } from '../../support/variants-api';
import { sheetRowsOf, xlsxFile } from '../../support/workbooks';

const PATH = pathOf('importStockPrice');
const HEADER = ['SKU', 'Price', 'Retail Price', 'Stock'];

/** The company's newest import of the method once it has ended, when it is not one of `seen`. */
async function nextFinishedImport(page: Page, seen: readonly string[], method: TransactionMethod = 'stockPriceImport'): Promise<Transaction> {
  let newest: Transaction | undefined;
  await expect(async () => {
    const answer = (await (await page.request.get(`${API.transactions}?method=${method}`)).json()) as { items: Transaction[] };
    newest = answer.items[0];
    expect(newest && !seen.includes(newest.id) && !['open', 'inProgress'].includes(newest.status)).toBe(true);
  }).toPass({ timeout: 30_000 });
  return newest!;
}

test.describe('Fixing refused stock/price rows', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ signedInAs: 'admin', actingAs: 1011 });

  test('two rows fixed in the browser and resent, the third fixed in the error file: the catalogue holds all three', async ({ page, texts }) => {
    const { t } = texts;
    const [a, b, c] = (await listVariants(page.request, { tab: 'active', pageSize: 3 })).items as [VariantRow, VariantRow, VariantRow];
    await page.goto(PATH);
    await page
      .getByTestId('upload-file')
      .setInputFiles(
        await xlsxFile('prices.xlsx', [HEADER, [a.sku, 'abc', a.retailPrice, 11], [b.sku, b.price, 0.01, 12], [c.sku, c.price, c.retailPrice, -1]]),
      );
    await page.getByTestId('upload-submit').click();
    await expect(page.getByText(t('imports.upload.started'))).toBeVisible();
    const first = await nextFinishedImport(page, []);
    expect(first).toMatchObject({ status: 'error', rows: 3, importErrorFile: 'prices-errors.xlsx' });

    await page.goto(`${PATH}?tab=errors&transactionId=${first.id}`);
    await expect(page.getByTestId('list-importErrors').getByTestId('data-row')).toHaveCount(3);
    await page.getByTestId('resend-open').click();
    const editor = page.getByTestId('resend-editor');
    const rows = editor.getByTestId('data-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0).getByTestId('edit-price')).toHaveValue('abc');
    await expect(rows.nth(2).getByTestId('edit-stock')).toHaveValue('-1');
    await rows.nth(0).getByTestId('edit-price').fill(String(a.price));
    await rows.nth(1).getByTestId('edit-retailPrice').fill('0');
    await expect(rows.nth(1).getByTestId('edit-problem-retailPrice')).toBeVisible();
    await expect(editor.getByTestId('resend-send')).toBeDisabled();
    await rows.nth(1).getByTestId('edit-retailPrice').fill(String(b.retailPrice));
    await expect(editor.getByTestId('resend-send')).toHaveText(texts.plural('imports.resend.send', 2));
    await editor.getByTestId('resend-send').click();
    await expect(page.getByText(t('imports.resend.started'))).toBeVisible();
    const resent = await nextFinishedImport(page, [first.id]);
    expect(resent).toMatchObject({ status: 'done', rows: 2, file: 'prices-fixed.xlsx' });

    await page.goto(`${PATH}?tab=errors&transactionId=${first.id}`);
    const downloading = page.waitForEvent('download');
    await page.getByTestId('import-error-file').click();
    const sheet = await sheetRowsOf(await readFile(await (await downloading).path()));
    const thirdRow = sheet.find((row) => row[1] === c.sku)!;
    const stockAt = sheet[0]!.indexOf('Stock');
    await page.getByTestId('import-tab-import').click();
    await page
      .getByTestId('upload-file')
      .setInputFiles(await xlsxFile('prices-errors.xlsx', [sheet[0]!, thirdRow.map((cell, at) => (at === stockAt ? '13' : cell))]));
    await page.getByTestId('upload-submit').click();
    await expect(page.getByText(t('imports.upload.started'))).toBeVisible();
    expect(await nextFinishedImport(page, [first.id, resent.id])).toMatchObject({ status: 'done', rows: 1 });

    const after = async (sku: string) => (await listVariants(page.request, { sku })).items[0];
    expect(await after(a.sku)).toMatchObject({ price: a.price, stock: 11 });
    expect(await after(b.sku)).toMatchObject({ retailPrice: b.retailPrice, stock: 12 });
    expect(await after(c.sku)).toMatchObject({ stock: 13 });
  });
});

test.describe('Fixing refused fulfillment-day rows', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ signedInAs: 'admin', actingAs: 1013 });

  test('both refused rows fixed in the editor are resent as a new import that takes them', async ({ page, texts }) => {
    const [a, b] = (await listVariants(page.request, { tab: 'active', pageSize: 2 })).items as [VariantRow, VariantRow];
    const path = pathOf('importFulfillmentDay');
    await page.goto(path);
    await page.getByTestId('upload-file').setInputFiles(
      await xlsxFile('days.xlsx', [
        ['SKU', 'Fulfillment Day'],
        [a.sku, 'iki'],
        [b.sku, 0],
      ]),
    );
    await page.getByTestId('upload-submit').click();
    const first = await nextFinishedImport(page, [], 'fulfillmentDayImport');
    expect(first).toMatchObject({ status: 'error', rows: 2 });

    await page.goto(`${path}?tab=errors&transactionId=${first.id}`);
    await page.getByTestId('resend-open').click();
    const rows = page.getByTestId('resend-editor').getByTestId('data-row');
    await expect(rows.nth(0).getByTestId('edit-fulfillmentDay')).toHaveValue('iki');
    await rows.nth(0).getByTestId('edit-fulfillmentDay').fill('4');
    // The day belongs to the product: two variants of one product must agree.
    await rows.nth(1).getByTestId('edit-fulfillmentDay').fill('4');
    await page.getByTestId('resend-send').click();
    await expect(page.getByText(texts.t('imports.resend.started'))).toBeVisible();
    expect(await nextFinishedImport(page, [first.id], 'fulfillmentDayImport')).toMatchObject({ status: 'done', rows: 2, file: 'days-fixed.xlsx' });
  });
});

/**
 * The Excel importers in Chromium against the real BFF (spec §2, §5, §8). Each test acts, as staff, for a
 * generated company no other e2e test touches, so its price changes and logs meet nobody else's.
 */
import { readFile } from 'node:fs/promises';
import { API } from '@contract/api/paths';
import type { VariantRow } from '@contract/catalog/variant.api';
import { pathOf } from '@contract/routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { QuickEditPage } from '../../pages/quick-edit-page';
import { tinyPdf } from '../../support/files';
import { listVariants } from '../../support/variants-api';
import { sheetRowsOf, xlsFile, xlsxFile, type UploadFile } from '../../support/workbooks';

const PATH = pathOf('importStockPrice');
const HEADER = ['SKU', 'Price', 'Retail Price', 'Stock'];

async function upload(page: Page, file: UploadFile): Promise<void> {
  await page.getByTestId('upload-file').setInputFiles(file);
  await page.getByTestId('upload-submit').click();
}

/** The newest transaction of the company once it has left open and in progress. */
async function finishedImport(page: Page): Promise<Transaction> {
  let newest: Transaction | undefined;
  await expect(async () => {
    const answer = (await (await page.request.get(`${API.transactions}?method=stockPriceImport`)).json()) as { items: Transaction[] };
    newest = answer.items[0];
    expect(newest && !['open', 'inProgress'].includes(newest.status)).toBe(true);
  }).toPass({ timeout: 30_000 });
  return newest!;
}

test.describe('Excel imports', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('with good and bad rows', () => {
    test.use({ signedInAs: 'admin', actingAs: 1008 });

    test("ends as a Warning transaction whose error file names each bad row's reasons, and the good rows show in quick edit", async ({ page, texts }) => {
      const { t } = texts;
      const [good, other] = (await listVariants(page.request, { tab: 'active', pageSize: 2 })).items as [VariantRow, VariantRow];
      const price = Math.round(good.price * 1.1 * 100) / 100;
      const file = await xlsxFile('prices.xlsx', [
        HEADER,
        [good.sku, price, price + 5, 77],
        ['NO-SUCH-SKU-E2E', 10, 12, 1],
        [other.sku, other.price, Math.max(0.01, Math.round((other.price - 1) * 100) / 100), 1],
      ]);
      await page.goto(PATH);
      await expect(page.getByTestId('upload-limits')).toBeVisible();
      await upload(page, file);
      await expect(page.getByText(t('imports.upload.started'))).toBeVisible();

      const transaction = await finishedImport(page);
      expect(transaction).toMatchObject({ status: 'warning', rows: 3, file: 'prices.xlsx', importErrorFile: 'prices-errors.xlsx' });
      const recent = page.getByTestId('recent-imports');
      await expect(recent.getByTestId('recent-status').first()).toHaveText(t('transactions.status.warning'), { timeout: 15_000 });

      const downloading = page.waitForEvent('download');
      await recent.getByTestId('recent-error-file').first().click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('prices-errors.xlsx');
      const rows = await sheetRowsOf(await readFile(await download.path()));
      expect(rows[0]).toEqual(['Row', ...HEADER, 'Reasons']);
      expect(rows.slice(1).map((row) => [row[0], row[1], row[5]])).toEqual([
        ['3', 'NO-SUCH-SKU-E2E', `SKU: ${t('imports.reasons.skuUnknown')}`],
        ['4', other.sku, `Retail Price: ${t('validation.retailBelowPrice')}`],
      ]);

      const grid = new QuickEditPage(page, texts);
      await grid.goto(`?sku=${encodeURIComponent(good.sku)}`);
      expect(await grid.rowIds()).toEqual([good.id]);
      await expect(grid.cell(good.id, 'price')).toHaveValue(price.toFixed(2));
      await expect(grid.cell(good.id, 'stock')).toHaveValue('77');
    });
  });

  test.describe('a legacy .xls file', () => {
    test.use({ signedInAs: 'admin', actingAs: 1009 });

    test('is imported like an .xlsx', async ({ page }) => {
      const [variant] = (await listVariants(page.request, { tab: 'active', pageSize: 1 })).items as [VariantRow];
      await page.goto(PATH);
      await upload(page, xlsFile('prices.xls', [HEADER, [variant.sku, variant.price, variant.price + 1, 5]]));
      expect(await finishedImport(page)).toMatchObject({ status: 'done', rows: 1, file: 'prices.xls', importErrorFile: null });
      const [after] = (await listVariants(page.request, { sku: variant.sku })).items;
      expect(after).toMatchObject({ retailPrice: variant.price + 1, stock: 5 });
    });
  });

  test.describe('a file that is not a workbook', () => {
    test.use({ signedInAs: 'admin', actingAs: 1009 });

    test('a PDF renamed .xlsx is refused by the screen and by the BFF', async ({ page, texts }) => {
      const pdf = tinyPdf('prices.xlsx');
      await page.goto(PATH);
      await page.getByTestId('upload-file').setInputFiles(pdf);
      await expect(page.getByTestId('upload-problem')).toHaveText(texts.t('errors.notAWorkbook'));
      const answer = await page.request.post(`${API.imports}/stockPrice?name=prices.xlsx`, {
        data: pdf.buffer,
        headers: { 'content-type': 'application/octet-stream', 'x-tezgah-csrf': '1', origin: new URL(page.url()).origin },
      });
      expect(answer.status()).toBe(415);
      expect(await answer.json()).toMatchObject({ code: 'notAWorkbook' });
    });
  });

  test.describe("while the company's imports are suspended", () => {
    test.use({ signedInAs: 'admin', actingAs: 1020 });

    test("shows the spec's text and takes no file", async ({ page, texts }) => {
      await page.goto(PATH);
      const alert = page.getByTestId('import-state-alert');
      await expect(alert).toContainText(texts.t('errors.importSuspended'));
      await expect(page.getByTestId('upload-file')).toBeDisabled();
      await expect(page.getByTestId('upload-submit')).toBeDisabled();
    });
  });

  test.describe('staff acting for a banned company', () => {
    test.use({ signedInAs: 'admin', actingAs: 1021 });

    test('see the ban, allow the imports again, and the upload opens', async ({ page, texts }) => {
      await page.goto(pathOf('importFulfillmentDay'));
      await expect(page.getByTestId('import-state-alert')).toContainText(texts.t('errors.importBanned'));
      await expect(page.getByTestId('upload-submit')).toBeDisabled();
      await page.getByTestId('staff-import-state-select').selectOption('allowed');
      await page.getByTestId('staff-import-state-save').click();
      await expect(page.getByText(texts.t('imports.staff.saved'))).toBeVisible();
      await expect(page.getByTestId('import-state-alert')).toHaveCount(0);
      await expect(page.getByTestId('upload-file')).toBeEnabled();
    });
  });
});

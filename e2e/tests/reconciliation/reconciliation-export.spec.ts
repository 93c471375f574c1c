import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { ExportAnswer } from '@contract/orders/order.api';
import { expect, test } from '../../support/fixtures';
import { ZIP_SIGNATURE } from '../../support/files';
import { reconciliationOf } from '../../support/accounting-api';
import { ReconciliationPage } from '../../pages/reconciliation-page';
import { TransactionsPage } from '../../pages/transactions-page';

test.describe('exporting reconciliation lines as a seller', () => {
  test.use({ signedInAs: 'li' });

  test('lands on the transactions page and finishes with an .xlsx of the period and filter on screen', async ({ page, texts }) => {
    const { t } = texts;
    const expected = await reconciliationOf(page.request, { tab: 'past', marketplace: 'trendyol' });
    expect(expected.total).toBeGreaterThan(0);
    const screen = new ReconciliationPage(page, texts);
    await screen.goto('?tab=past&marketplace=trendyol');

    const exported = page.waitForResponse(
      (response) => new URL(response.url()).pathname === API.reconciliationExport && response.request().method() === 'POST',
    );
    await screen.exportButton.click();
    const answer = await exported;
    expect(answer.request().postDataJSON()).toMatchObject({ tab: 'past', marketplace: 'trendyol', period: String(expected.period!.id) });
    const { transactionId, rows } = (await answer.json()) as ExportAnswer;
    expect(rows).toBe(expected.total);
    await expect(screen.exportNotice).toBeVisible();

    await screen.transactionsLink.click();
    await expect(page).toHaveURL(TransactionsPage.path);
    const transactions = new TransactionsPage(page, texts);
    await transactions.refreshUntil(transactionId, 'done');
    await expect(transactions.row(transactionId)).toContainText(t('transactions.methods.reconciliationExport'));
    const download = page.waitForEvent('download');
    await transactions.fileLink(transactionId).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^reconciliation-.*\.xlsx$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 4)]).toEqual([...ZIP_SIGNATURE]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.actualRowCount, 'a header row and one row per line').toBe(expected.total + 1);
  });
});

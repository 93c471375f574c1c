import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { ExportAnswer } from '@contract/orders/order.api';
import { expect, test } from '../../support/fixtures';
import { ZIP_SIGNATURE } from '../../support/files';
import { listOrders } from '../../support/orders-api';
import { OrdersListPage } from '../../pages/orders-list-page';
import { TransactionsPage } from '../../pages/transactions-page';

test.describe('exporting orders as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  // The Shipped tab changes in no other orders test, so the export holds exactly the tab's rows.
  test('the notice leads to the transaction, which finishes with an .xlsx of the tab', async ({ page, texts }) => {
    const { t } = texts;
    const { total } = await listOrders(page.request, { tab: 'shipped', marketplace: 'noon-sa' });
    expect(total).toBeGreaterThan(0);
    const orders = new OrdersListPage(page, texts);
    await orders.goto('?tab=shipped&marketplace=noon-sa');

    const exported = page.waitForResponse((response) => new URL(response.url()).pathname === API.ordersExport && response.request().method() === 'POST');
    await orders.exportButton.click();
    const answer = await exported;
    expect(answer.request().postDataJSON()).toMatchObject({ tab: 'shipped', marketplace: 'noon-sa' });
    const { transactionId, rows } = (await answer.json()) as ExportAnswer;
    expect(rows).toBe(total);
    await expect(orders.exportNotice).toBeVisible();

    await orders.transactionsLink.click();
    await expect(page).toHaveURL(TransactionsPage.path);
    const transactions = new TransactionsPage(page, texts);
    await expect(transactions.heading).toBeVisible();
    await transactions.refreshUntil(transactionId, 'done');
    await expect(transactions.row(transactionId)).toContainText(t('transactions.methods.orderExport'));
    const link = transactions.fileLink(transactionId);
    await expect(link).toHaveText(/\.xlsx$/);

    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 4)]).toEqual([...ZIP_SIGNATURE]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.actualRowCount, 'a header row and one row per order').toBe(total + 1);
  });
});

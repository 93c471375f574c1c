import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { ClaimListAnswer } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { ExportAnswer } from '@contract/orders/order.api';
import { expect, test } from '../../support/fixtures';
import { ZIP_SIGNATURE } from '../../support/files';
import { ClaimsPage } from '../../pages/claims-page';
import { TransactionsPage } from '../../pages/transactions-page';

test.describe('exporting claims as a seller', () => {
  test.use({ signedInAs: 'ayse' });

  // No test decides Ayşe's claims, and a claim made from a question starts in Waiting Admin: the Waiting tab's returns stay put.
  test('exports the filter on screen: the transaction finishes and the file holds its claims', async ({ page, texts }) => {
    const { t } = texts;
    const listed = await page.request.get(CLAIM_ROUTES.list.path, { params: { tab: 'waiting', type: 'return', pageSize: '1' } });
    const { total } = (await listed.json()) as ClaimListAnswer;
    expect(total).toBeGreaterThan(0);
    const claims = new ClaimsPage(page, texts);
    await claims.openList('?tab=waiting&type=return');

    const exported = page.waitForResponse(
      (response) => new URL(response.url()).pathname === CLAIM_ROUTES.export.path && response.request().method() === 'POST',
    );
    await claims.exportButton.click();
    const answer = await exported;
    expect(answer.request().postDataJSON()).toMatchObject({ tab: 'waiting', type: 'return' });
    const { transactionId, rows } = (await answer.json()) as ExportAnswer;
    expect(rows).toBe(total);

    await claims.transactionsLink.click();
    await expect(page).toHaveURL(TransactionsPage.path);
    const transactions = new TransactionsPage(page, texts);
    await transactions.refreshUntil(transactionId, 'done');
    await expect(transactions.row(transactionId)).toContainText(t('transactions.methods.claimExport'));
    const download = page.waitForEvent('download');
    await transactions.fileLink(transactionId).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^claims-.*\.xlsx$/);
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 4)]).toEqual([...ZIP_SIGNATURE]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.actualRowCount, 'a header row and one row per claim').toBe(total + 1);
    const typeColumn = (sheet.getRow(1).values as unknown[]).indexOf(t('claims.columns.type'));
    expect(sheet.getRow(2).getCell(typeColumn).value).toBe(t('claims.types.return'));
  });
});

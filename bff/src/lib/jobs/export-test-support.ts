/** For the export tests: run an export through the BFF as the browser does, and read its file back with exceljs. */
import ExcelJS from 'exceljs';
import { API } from '@contract/api/paths';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { zoneOffsetOf } from '../xlsx/zone-offset';

export interface ExportedSheet {
  answer: ExportAnswer;
  transaction: Transaction;
  sheet: ExcelJS.Worksheet;
  /** The cell under a header (as written, in the export's language) in a row (2 is the first row after the header). */
  cell(header: string, row?: number): ExcelJS.Cell;
}

/**
 * POSTs the filters (with `?lang=` when given), waits for the job and reads the transaction's file, from the sellers'
 * transactions or, for a staff list's export, from `transactions` (`/api/admin/exports`).
 */
export async function exportedSheet(
  h: Harness,
  browser: TestBrowser,
  path: string,
  filters: object,
  lang?: string,
  transactions: string = API.transactions,
): Promise<ExportedSheet> {
  const response = await browser.post(lang ? `${path}?lang=${lang}` : path, filters);
  if (response.status !== 202) throw new Error(`the export answered ${response.status}: ${await response.text()}`);
  const answer = (await response.json()) as ExportAnswer;
  await h.jobs.drain();
  const transaction = (await (await browser.get(`${transactions}/${answer.transactionId}`)).json()) as Transaction;
  const file = await browser.get(`${transactions}/${answer.transactionId}/file`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const cell = (header: string, row = 2) => {
    const column = headers.indexOf(header);
    if (column < 1) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
    return sheet.getRow(row).getCell(column);
  };
  return { answer, transaction, sheet, cell };
}

/** An ISO instant as exceljs reads back a date cell written as that instant's wall clock in `timeZone`. */
export function wallClockOf(iso: string, timeZone: string): Date {
  const at = Date.parse(iso);
  return new Date(at + zoneOffsetOf(timeZone)(at));
}

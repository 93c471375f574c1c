/**
 * A staff import as a test drives it: a workbook uploaded to a kind's routes, its job run to the end, its transaction
 * read; the error file read back as rows, to fix and upload as it came out; the template's header row.
 */
import ExcelJS from 'exceljs';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { StaffImportRoutes } from '@contract/imports/staff-import.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { expectBatchIds } from './batch-ids';
import type { TestBrowser } from './browser';
import type { Harness } from './harness';
import type { Cell } from './workbooks';

/** The first sheet's rows as text and numbers. */
export async function sheetRows(bytes: ArrayBuffer): Promise<Cell[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0]!;
  const rows: Cell[][] = [];
  sheet.eachRow((row) => {
    rows.push(
      Array.from({ length: sheet.columnCount }, (_unused, at): Cell => {
        const value = row.getCell(at + 1).value;
        return typeof value === 'string' || typeof value === 'number' ? value : null;
      }),
    );
  });
  return rows;
}

export function staffImportRuns(routes: StaffImportRoutes, current: () => { h: Harness; admin: TestBrowser }) {
  return {
    async run(name: string, bytes: Uint8Array, lang: 'en' | 'tr' = 'en'): Promise<Transaction> {
      const { h, admin } = current();
      const since = h.downstreamRequests.length;
      const response = await admin.call(routes.upload, { search: `name=${name}&lang=${lang}`, body: bytes });
      expect(response.status).toBe(202);
      const { transactionId } = (await response.json()) as ImportStartedAnswer;
      await h.jobs.drain();
      await expectBatchIds(h, transactionId, since);
      const status = await admin.call(routes.importStatus, { params: { transactionId } });
      expect(status.status).toBe(200);
      return (await status.json()) as Transaction;
    },
    async errorFile(transactionId: string, lang?: 'en' | 'tr'): Promise<Cell[][]> {
      const response = await current().admin.call(routes.importErrorFile, { params: { transactionId }, ...(lang ? { search: `lang=${lang}` } : {}) });
      expect(response.status).toBe(200);
      return sheetRows(await response.arrayBuffer());
    },
    async templateHeader(lang: 'en' | 'tr'): Promise<string[]> {
      const response = await current().admin.call(routes.template, { search: `lang=${lang}` });
      expect(response.status).toBe(200);
      return (await sheetRows(await response.arrayBuffer()))[0]!.map(String);
    },
  };
}

/** An error file's rows with one cell of one data row changed (`column` counts the file's own columns, Row first). */
export const fixedCell = (rows: Cell[][], row: number, column: number, value: Cell): Cell[][] =>
  rows.map((cells, at) => (at === row ? cells.map((cell, index) => (index === column ? value : cell)) : cells));

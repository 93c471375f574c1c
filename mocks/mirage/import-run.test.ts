import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { DEFAULT_IMPORT_LIMITS } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import tr from '@locales/tr.json';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { startImport } from './import-run';
import { listImportErrors } from './import-store';
import { readWorkbookRows } from './import-workbook';
import { startMirage, type RunningMirage } from './server';

const NOW = Date.UTC(2026, 0, 16, 9, 0, 0);
const COMPANY = 1001;
let mirage: RunningMirage;

function sheetRows(rows: unknown[][]) {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Import');
  return readWorkbookRows(new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer))!;
}

function newTransaction(): Transaction {
  const date = new Date(NOW).toISOString();
  const transaction: Transaction = {
    id: `t-${mirage.context.transactions.length + 1}`, companyId: COMPANY, date, updatedAt: date, status: 'open', method: 'fulfillmentDayImport',
    file: 'days.xlsx', importErrorFile: null, error: null, childErrors: [], rows: null, progress: null, createdBy: 'usr-ayse',
  };
  mirage.context.transactions.push(transaction);
  return transaction;
}

beforeEach(() => {
  mirage = startMirage({ scenario: 'default', environment: 'test', now: () => NOW, storage: localStorage });
});
afterEach(() => mirage.shutdown());

describe('startImport', () => {
  it('leaves the transaction open until the answer is out, then runs batch by batch to its end', async () => {
    const [first, second] = catalogOf(mirage.world, COMPANY)!.variants.filter((variant) => variant.sku !== '');
    const transaction = newTransaction();
    const rows = sheetRows([['SKU', 'Fulfillment Day'], [first!.sku, 3], [second!.sku, 4], [first!.sku, 3], ['', 2]]);
    const progress: (number | undefined)[] = [];
    const run = startImport({ context: mirage.context, kind: 'fulfillmentDay', transaction, rows, language: 'tr', limits: { ...DEFAULT_IMPORT_LIMITS, batchSize: 1 } });
    expect(transaction.status).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(transaction.status).toBe('inProgress');
    while (!['warning', 'error', 'done'].includes(transaction.status)) {
      progress.push(transaction.progress?.done);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await run;
    expect(progress).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(transaction).toMatchObject({ status: 'warning', rows: 4, importErrorFile: 'days-errors.xlsx', progress: { done: 4, total: 4 } });
    // The same SKU in a later batch is refused; the reasons are in the upload's language.
    expect(transaction.childErrors.map((error) => error.code)).toEqual(['row 4', 'row 5']);
    expect(transaction.childErrors[1]!.message).toBe(`SKU: ${tr.validation.required}`);
    const listed = listImportErrors(mirage.context, COMPANY, { kind: 'fulfillmentDay', page: 1, pageSize: 25 });
    expect(listed.items.map((row) => row.reasons[0]!.code)).toEqual(['imports.reasons.skuTwice', 'validation.required']);
    expect(listImportErrors(mirage.context, 1002, { kind: 'fulfillmentDay', page: 1, pageSize: 25 }).total).toBe(0);
  });
});

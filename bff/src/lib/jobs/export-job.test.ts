import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { EXPORT_ROW_CAP } from '@contract/constants';
import type { ExportColumn } from '@contract/exports/export.rules';
import { manualClock } from '../clock';
import { MemoryStore } from '../memory-store';
import type { Services } from '../services';
import { exportDownloadName, exportFilePath, exportHandler, exportReaderOf, removeExpiredExports, startExport, type ExportDefinition } from './export-job';
import { InProcessJobQueue, jobRunner } from './job-queue';
import { TransactionStore } from './transaction-store';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';

interface Order {
  id: string;
  total: number;
}

const columns: ExportColumn<Order>[] = [
  { header: 'Order', width: 20, value: (o) => o.id },
  { header: 'Total', width: 10, value: (o) => o.total },
];

/** An export kind over a fixed list of pages, paged the way downstreamPages asks (the page parameter). */
function definitionOf(
  pages: () => Order[][] | Promise<never>,
  method: 'orderExport' | 'packageExport' = 'orderExport',
): ExportDefinition<Order> & { asked: number } {
  const definition = {
    method,
    columns,
    fileBaseName: method === 'orderExport' ? 'orders' : 'packages',
    asked: 0,
    lister: () => async (query: Record<string, string>) => {
      definition.asked += 1;
      const all = await pages();
      const at = Number(query.page) - 1;
      return { items: all[at] ?? [], total: all.flat().length };
    },
  };
  return definition;
}

const target = { companyId: 1001, userId: 'usr-ayse', caller: { sub: 'usr-ayse', role: 'seller' as const, companyId: 1001 } };

describe('startExport and exportHandler', () => {
  let root: string;
  let exportDir: string;
  let transactions: TransactionStore;

  const run = async (definition: ExportDefinition<Order>, filters: Record<string, string> = {}) => {
    const handlers = { [definition.method]: exportHandler({ services: {} as Services, config: { exportDir } }, definition) };
    const jobs = new InProcessJobQueue({ run: jobRunner({ handlers, transactions }) });
    const transaction = await startExport({ transactions, jobs }, definition, target, filters);
    await jobs.drain();
    return transaction;
  };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tezgah-export-job-'));
    exportDir = join(root, 'not-yet', 'exports');
    const clock = manualClock(Date.UTC(2026, 10, 22, 23, 30));
    transactions = new TransactionStore({ store: new MemoryStore({ clock }), clock });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('returns the open transaction, then writes the file into a freshly made folder', async () => {
    const definition = definitionOf(() => [[{ id: '=1+1', total: 10 }], [{ id: 'B-2', total: 20.5 }]]);
    const jobs = new InProcessJobQueue({
      run: jobRunner({ handlers: { orderExport: exportHandler({ services: {} as Services, config: { exportDir } }, definition) }, transactions }),
    });
    const transaction = await startExport({ transactions, jobs }, definition, target, { tab: 'shipped' });
    expect(transaction).toMatchObject({ companyId: 1001, status: 'open', method: 'orderExport', createdBy: 'usr-ayse' });
    await jobs.drain();
    expect(await transactions.get(1001, transaction.id)).toMatchObject({ status: 'done', rows: 2, file: 'orders-2026-11-22.xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exportFilePath(exportDir, transaction.id));
    const sheet = workbook.getWorksheet('orders')!;
    expect(sheet.getRow(2).values).toEqual([undefined, "'=1+1", 10]);
    expect(sheet.rowCount).toBe(3);
  });

  it('writes a job queued before exports carried their reader in English', async () => {
    const definition = {
      ...definitionOf(() => [[{ id: 'A-1', total: 10 }]]),
      columns: [{ header: 'orders.columns.id', width: 12, value: (o: Order) => o.id }],
    };
    const jobs = new InProcessJobQueue({
      run: jobRunner({ handlers: { orderExport: exportHandler({ services: {} as Services, config: { exportDir } }, definition) }, transactions }),
    });
    const transaction = await transactions.create({ companyId: 1001, method: 'orderExport', createdBy: 'usr-ayse' });
    await jobs.enqueue({ kind: 'orderExport', transactionId: transaction.id, payload: { target: { ...target }, filters: {}, file: 'orders-old.xlsx' } });
    await jobs.drain();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exportFilePath(exportDir, transaction.id));
    expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, 'Order ID']);
  });

  it("queues data only: the job carries the target, filters, download name, its reader's language and zone, and the list it exports", async () => {
    const requests: unknown[] = [];
    const jobs = {
      enqueue: async (request: unknown) => {
        requests.push(request);
      },
      drain: async () => {},
      close: async () => {},
      counts: async () => ({ waiting: requests.length, active: 0, delayed: 0 }),
    };
    const transaction = await startExport(
      { transactions, jobs },
      definitionOf(() => []),
      target,
      { tab: 'shipped' },
      exportReaderOf({ lang: 'tr' }),
    );
    expect(JSON.parse(JSON.stringify(requests))).toEqual([
      {
        kind: 'orderExport',
        transactionId: transaction.id,
        payload: {
          target,
          filters: { tab: 'shipped' },
          file: 'orders-2026-11-22.xlsx',
          reader: { language: 'tr', timeZone: 'Europe/Istanbul' },
          list: 'orders',
        },
      },
    ]);
  });

  it('fails the transaction and leaves no file when the rows cannot be read', async () => {
    const transaction = await run(definitionOf(() => Promise.reject(new Error('downstream down')), 'packageExport'));
    expect(await transactions.get(1001, transaction.id)).toMatchObject({ status: 'error', error: { code: 'generic' }, file: null, rows: null });
    expect(existsSync(exportFilePath(exportDir, transaction.id))).toBe(false);
  });

  it('stops past the row cap', async () => {
    const big = Array.from({ length: EXPORT_ROW_CAP / 2 }, (_, i) => ({ id: `O-${i}`, total: i }));
    const pages = [big.slice(0, 50_000), big.slice(0, 50_000), [{ id: 'one too many', total: 1 }]];
    const definition = definitionOf(() => pages);
    definition.lister = () => async (query) => ({ items: pages[Number(query.page) - 1] ?? [], total: EXPORT_ROW_CAP + 1 });
    const transaction = await run(definition);
    expect(await transactions.get(1001, transaction.id)).toMatchObject({ status: 'error', error: { code: 'exportTooLarge' } });
    expect(existsSync(exportFilePath(exportDir, transaction.id))).toBe(false);
  }, 30_000);
});

describe('export file names', () => {
  it('names the download after the base name and the day', () => {
    expect(exportDownloadName('orders', '2026-11-22T23:30:00.000Z')).toBe('orders-2026-11-22.xlsx');
    expect(exportDownloadName('../x y', '2026-01-02T00:00:00.000Z')).toBe('x-y-2026-01-02.xlsx');
    expect(exportDownloadName('', '2026-01-02T00:00:00.000Z')).toBe('export-2026-01-02.xlsx');
    expect(exportFilePath('/data/exports', 'abc_-1')).toBe('/data/exports/abc_-1.xlsx');
  });

  it('removes export files older than 30 days and nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tezgah-export-sweep-'));
    try {
      const now = Date.now();
      for (const name of ['old.xlsx', 'fresh.xlsx', 'notes.txt']) await writeFile(join(dir, name), 'x');
      const old = new Date(now - TRANSACTION_KEEP_MS - 60_000);
      await utimes(join(dir, 'old.xlsx'), old, old);
      await utimes(join(dir, 'notes.txt'), old, old);
      expect(await removeExpiredExports(dir, now)).toBe(1);
      expect([existsSync(join(dir, 'old.xlsx')), existsSync(join(dir, 'fresh.xlsx')), existsSync(join(dir, 'notes.txt'))]).toEqual([false, true, true]);
      expect(await removeExpiredExports(join(dir, 'missing'), now)).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { EXPORT_ROW_CAP } from '@contract/constants';
import type { ExportColumn } from '@contract/exports/export.rules';
import { manualClock } from '../clock';
import { MemoryStore } from '../memory-store';
import { exportDownloadName, exportFilePath, removeExpiredExports, startExport, type ExportDeps } from './export-job';
import { InProcessJobQueue } from './job-queue';
import { TRANSACTION_KEEP_MS, TransactionStore } from './transaction-store';

interface Order {
  id: string;
  total: number;
}

const columns: ExportColumn<Order>[] = [
  { header: 'Order', width: 20, value: (o) => o.id },
  { header: 'Total', width: 10, value: (o) => o.total },
];

async function* pagesOf(...pages: Order[][]): AsyncIterable<Order[]> {
  for (const page of pages) yield page;
}

describe('startExport', () => {
  let root: string;
  let deps: ExportDeps & { jobs: InProcessJobQueue };

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'tezgah-export-job-'));
    const clock = manualClock(Date.UTC(2026, 10, 22, 23, 30));
    const transactions = new TransactionStore({ store: new MemoryStore({ clock }), clock });
    deps = { transactions, jobs: new InProcessJobQueue({ transactions }), config: { exportDir: join(root, 'not-yet', 'exports') } };
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('returns the open transaction at once, then writes the file into a freshly made folder', async () => {
    let asked = 0;
    const transaction = await startExport(deps, {
      companyId: 1001, userId: 'usr-ayse', method: 'orderExport', columns, fileBaseName: 'orders',
      pages: () => { asked += 1; return pagesOf([{ id: '=1+1', total: 10 }], [{ id: 'B-2', total: 20.5 }]); },
    });
    expect(transaction).toMatchObject({ companyId: 1001, status: 'open', method: 'orderExport', createdBy: 'usr-ayse' });
    await deps.jobs.drain();
    expect(asked).toBe(1);
    expect(await deps.transactions.get(1001, transaction.id)).toMatchObject({ status: 'done', rows: 2, file: 'orders-2026-11-22.xlsx' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(exportFilePath(deps.config.exportDir, transaction.id));
    const sheet = workbook.getWorksheet('orders')!;
    expect(sheet.getRow(2).values).toEqual([undefined, "'=1+1", 10]);
    expect(sheet.rowCount).toBe(3);
  });

  it('fails the transaction and leaves no file when the rows cannot be read', async () => {
    const transaction = await startExport(deps, {
      companyId: 1001, userId: 'usr-ayse', method: 'packageExport', columns, fileBaseName: 'packages',
      // eslint-disable-next-line require-yield
      pages: async function* () { throw new Error('downstream down'); },
    });
    await deps.jobs.drain();
    expect(await deps.transactions.get(1001, transaction.id)).toMatchObject({ status: 'error', error: { code: 'generic' }, file: null, rows: null });
    expect(existsSync(exportFilePath(deps.config.exportDir, transaction.id))).toBe(false);
  });

  it('stops past the row cap', async () => {
    const big = Array.from({ length: EXPORT_ROW_CAP / 2 }, (_, i) => ({ id: `O-${i}`, total: i }));
    const transaction = await startExport(deps, {
      companyId: 1001, userId: 'usr-ayse', method: 'orderExport', columns, fileBaseName: 'orders',
      pages: () => pagesOf(big, big, [{ id: 'one too many', total: 1 }]),
    });
    await deps.jobs.drain();
    expect(await deps.transactions.get(1001, transaction.id)).toMatchObject({ status: 'error', error: { code: 'exportTooLarge' } });
    expect(existsSync(exportFilePath(deps.config.exportDir, transaction.id))).toBe(false);
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

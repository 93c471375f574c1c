import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { ExportColumn } from '@contract/exports/export.rules';
import type { ListPage } from '@contract/lists/list-query';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { exportFilePath, exportHandler, startExport, type ExportDefinition, type ExportDeps } from '../../lib/jobs/export-job';
import { InProcessJobQueue, jobRunner } from '../../lib/jobs/job-queue';
import type { Services } from '../../lib/services';
import { TransactionStore } from '../../lib/jobs/transaction-store';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';

type Page = ListPage<Transaction, TransactionTab>;

interface Row {
  sku: string;
  qty: number;
}

const columns: ExportColumn<Row>[] = [
  { header: 'SKU', width: 20, value: (row) => row.sku },
  { header: 'Quantity', width: 10, value: (row) => row.qty },
];

describe('transactions routes', () => {
  let h: Harness;
  const exportDir = tempDirPerFile('tezgah-transactions-');
  let deps: ExportDeps & { jobs: InProcessJobQueue };
  /** Each export's rows, by the key its filters carry. */
  const providers = new Map<string, () => Promise<Row[]>>();
  const definition: ExportDefinition<Row> = {
    method: 'orderExport',
    columns,
    fileBaseName: 'orders',
    lister: () => async (query) => {
      const items = await providers.get(query.key!)!();
      return { items: query.page === '1' ? items : [], total: items.length };
    },
  };

  /** Exports the way the orders/packages routes do: over the app's store and export folder. */
  const exportWith = (companyId: number, provide: () => Promise<Row[]>) => {
    const key = String(providers.size);
    providers.set(key, provide);
    return startExport(deps, definition, { companyId, userId: `usr-${companyId}`, caller: { sub: `usr-${companyId}`, role: 'seller', companyId } }, { key });
  };
  const exportFor = (companyId: number, rows = [{ sku: 'SKU-1', qty: 2 }]) => exportWith(companyId, async () => rows);

  harnessPerFile(
    (harness) => {
      h = harness;
      h.clock.set(Date.UTC(2026, 10, 22, 10));
      const transactions = new TransactionStore({ store: h.store, clock: h.clock });
      const handlers = { orderExport: exportHandler({ services: {} as Services, config: h.config }, definition) };
      deps = { transactions, jobs: new InProcessJobQueue({ run: jobRunner({ handlers, transactions }) }) };
    },
    { env: { EXPORT_DIR: exportDir } },
  );

  it("lists only the seller's own company's transactions, newest first, with tab counts", async () => {
    const first = await exportFor(1001);
    h.clock.advance(60_000);
    const second = await exportFor(1001);
    await exportFor(1002);
    await deps.jobs.drain();
    await deps.transactions.update(second.id, { status: 'error', error: { code: 'generic', message: 'x' } });

    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.call(TRANSACTION_ROUTES.list);
    expect(response.status).toBe(200);
    const page = (await response.json()) as Page;
    expect(page.items.map((t) => t.id)).toEqual([second.id, first.id]);
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.tabCounts).toMatchObject({ all: 2, done: 1, error: 1, open: 0 });
    expect(page.items[1]).toMatchObject({ companyId: 1001, status: 'done', rows: 1, file: 'orders-2026-11-22.xlsx' });

    const done = (await (await seller.call(TRANSACTION_ROUTES.list, { search: 'tab=done&page=1&pageSize=10' })).json()) as Page;
    expect(done.items.map((t) => t.id)).toEqual([first.id]);
    expect(done.pageSize).toBe(10);
    const odd = (await (await seller.call(TRANSACTION_ROUTES.list, { search: 'tab=nonsense&page=-3&pageSize=1000' })).json()) as Page;
    expect(odd).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    const beyond = (await (await seller.call(TRANSACTION_ROUTES.list, { search: 'page=5' })).json()) as Page;
    expect(beyond).toMatchObject({ items: [], total: 2, page: 5 });
  });

  it('takes the company from the session, never from the request', async () => {
    await exportFor(1002);
    await deps.jobs.drain();
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const page = (await (await seller.call(TRANSACTION_ROUTES.list, { search: 'companyId=1002' })).json()) as Page;
    expect(page.total).toBe(0);
  });

  it('downloads a finished export as a streamed .xlsx attachment', async () => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = await exportWith(1001, async () => {
      await gate;
      return [
        { sku: 'A-1', qty: 3 },
        { sku: '=cmd', qty: 1 },
      ];
    });
    expect((await seller.call(TRANSACTION_ROUTES.file, { params: { id: transaction.id } })).status).toBe(404);
    release();
    await deps.jobs.drain();
    const response = await seller.call(TRANSACTION_ROUTES.file, { params: { id: transaction.id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="orders-2026-11-22.xlsx"; filename*=UTF-8''orders-2026-11-22.xlsx`);
    expect(response.body).toBeInstanceOf(ReadableStream);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getRow(1).values, sheet.getRow(2).values, sheet.getRow(3).values]).toEqual([
      [undefined, 'SKU', 'Quantity'],
      [undefined, 'A-1', 3],
      [undefined, "'=cmd", 1],
    ]);
  });

  it('answers 404 for a failed export, a missing file and an unknown id', async () => {
    const failed = await exportWith(1001, () => Promise.reject(new Error('downstream down')));
    const gone = await exportFor(1001);
    await deps.jobs.drain();
    await rm(exportFilePath(exportDir, gone.id));
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    for (const id of [failed.id, gone.id, 'unknown', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await seller.call(TRANSACTION_ROUTES.file, { params: { id } });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('notFound');
    }
  });

  it("answers 404 for another company's transaction", async () => {
    const theirs = await exportFor(1002);
    await deps.jobs.drain();
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.call(TRANSACTION_ROUTES.file, { params: { id: theirs.id } });
    expect(response.status).toBe(404);
    const owner = new TestBrowser(h.app);
    await owner.signIn('omar@demo.tezgah.dev');
    expect((await owner.call(TRANSACTION_ROUTES.file, { params: { id: theirs.id } })).status).toBe(200);
  });

  it('serves an admin acting as the seller, that company only', async () => {
    const ours = await exportFor(1001);
    await exportFor(1002);
    await deps.jobs.drain();
    const admin = new TestBrowser(h.app);
    await admin.actAs(1001);
    const page = (await (await admin.call(TRANSACTION_ROUTES.list)).json()) as Page;
    expect(page.items.map((t) => t.id)).toEqual([ours.id]);
    expect((await admin.call(TRANSACTION_ROUTES.file, { params: { id: ours.id } })).status).toBe(200);
  });

  it('is 401 signed out and 403 for an admin not acting as a seller', async () => {
    const { id } = await exportFor(1001);
    await deps.jobs.drain();
    const anonymous = new TestBrowser(h.app);
    expect((await anonymous.call(TRANSACTION_ROUTES.list)).status).toBe(401);
    expect((await anonymous.call(TRANSACTION_ROUTES.file, { params: { id } })).status).toBe(401);
    const admin = new TestBrowser(h.app);
    await admin.signIn('admin@demo.tezgah.dev', true);
    expect((await admin.call(TRANSACTION_ROUTES.list)).status).toBe(403);
    expect((await admin.call(TRANSACTION_ROUTES.file, { params: { id } })).status).toBe(403);
  });
});

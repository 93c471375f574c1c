/** Stock tools through the BFF: the preview, a zeroing refused without the company's name, then done and seen by the seller; the stock file. */
import { STOCK_IMPORT_ROUTES, STOCK_TOOLS_ROUTES as ROUTES } from '@contract/admin-stock-tools/stock-tools.routes';
import type { StockPreview } from '@contract/admin-stock-tools/stock-tools.types';
import { API } from '@contract/api/paths';
import { fillPath } from '@contract/api/route-def';
import type { VariantListAnswer } from '@contract/catalog/variant.api';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import ExcelJS from 'exceljs';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { expectBatchIds } from '../../test/batch-ids';

async function xlsxOf(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sayfa1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

/** Generated companies no other test here changes. */
const ZEROED = 1007;
const FILED = 1008;

describe('admin stock tools', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-admin-stock-tools-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  beforeEach(async () => {
    await admin.signIn('admin@demo.tezgah.dev', true);
  });
  const pathOf = (def: { path: string }, companyId: number) => fillPath(def.path, { companyId });
  const previewOf = async (companyId: number) => (await (await admin.get(pathOf(ROUTES.preview, companyId))).json()) as StockPreview;
  const sellerVariants = async (companyId: number, sku: string) => {
    await admin.actAs(companyId);
    const listed = (await (await admin.get(`/api/variants?sku=${encodeURIComponent(sku)}`)).json()) as VariantListAnswer;
    await admin.post(API.adminBack);
    return listed.items;
  };

  it('refuses a zeroing without the company’s name typed again, before anything changes; with it, zeroes as a transaction the seller sees', async () => {
    const before = await previewOf(ZEROED);
    const all = before.scopes[0]!;
    expect(all).toMatchObject({ scope: 'all' });
    expect(all.units).toBeGreaterThan(0);
    const refused = await admin.post(pathOf(ROUTES.zero, ZEROED), { scope: 'all', confirmation: 'someone else' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: 'typedConfirmationMismatch' });
    expect((await admin.post(pathOf(ROUTES.zero, ZEROED), { scope: 'all' })).status).toBe(422);
    expect((await previewOf(ZEROED)).scopes[0]!.units).toBe(all.units);

    const zeroed = await admin.post(pathOf(ROUTES.zero, ZEROED), { scope: 'all', confirmation: ` ${before.companyName} ` });
    expect(zeroed.status).toBe(200);
    expect((await zeroed.json()) as Transaction).toMatchObject({ method: 'stockZero', status: 'done', rows: all.inStock, companyId: ZEROED });
    expect((await previewOf(ZEROED)).scopes[0]).toMatchObject({ inStock: 0, units: 0, sample: [] });
    const [variant] = await sellerVariants(ZEROED, all.sample[0]!.sku);
    expect(variant).toMatchObject({ sku: all.sample[0]!.sku, stock: 0 });
  });

  it('sets stock from a Turkish file, which the seller’s list then shows; an unknown SKU lands in the error file', async () => {
    const { sample } = (await previewOf(FILED)).scopes[0]!;
    const sku = sample[0]!.sku;
    const bytes = await xlsxOf([
      ['Firma ID', 'SKU', 'Pazaryeri', 'Stok'],
      [FILED, sku, 'Tümü', 321],
      [FILED, 'NO-SUCH-SKU', null, 3],
    ]);
    const sent = await admin.sendFile(`${STOCK_IMPORT_ROUTES.upload.path}?name=stok.xlsx&lang=tr`, bytes);
    expect(sent.status).toBe(202);
    const { transactionId } = (await sent.json()) as ImportStartedAnswer;
    await h.jobs.drain();
    await expectBatchIds(h, transactionId);
    const run = (await (await admin.get(fillPath(STOCK_IMPORT_ROUTES.importStatus.path, { transactionId }))).json()) as Transaction;
    expect(run).toMatchObject({ method: 'stockBulkImport', status: 'warning', rows: 2, importErrorFile: 'stok-errors.xlsx' });
    expect(run.childErrors[0]?.reasons).toEqual([{ code: 'imports.reasons.skuUnknown', column: 'SKU' }]);
    const errorFile = await admin.get(fillPath(STOCK_IMPORT_ROUTES.importErrorFile.path, { transactionId }));
    expect(errorFile.status).toBe(200);
    // The error file goes back in as it came out: its Row and Reasons columns are not the kind's.
    const again = await admin.sendFile(`${STOCK_IMPORT_ROUTES.upload.path}?name=stok-errors.xlsx&lang=tr`, new Uint8Array(await errorFile.arrayBuffer()));
    const resent = ((await again.json()) as ImportStartedAnswer).transactionId;
    await h.jobs.drain();
    const rerun = (await (await admin.get(fillPath(STOCK_IMPORT_ROUTES.importStatus.path, { transactionId: resent }))).json()) as Transaction;
    // Its one row is refused again, so nothing of it applies.
    expect(rerun).toMatchObject({ status: 'error', rows: 1 });
    expect(rerun.childErrors[0]?.reasons).toEqual([{ code: 'imports.reasons.skuUnknown', column: 'SKU' }]);
    expect((await sellerVariants(FILED, sku))[0]).toMatchObject({ sku, stock: 321 });
  });

  it('refuses an admin acting as a seller, and answers 404 for a company nobody has', async () => {
    expect((await admin.get(pathOf(ROUTES.preview, 999_999))).status).toBe(404);
    await admin.actAs(1001);
    expect((await admin.get(pathOf(ROUTES.preview, 1001))).status).toBe(403);
    expect((await admin.post(pathOf(ROUTES.zero, 1001), { scope: 'all', confirmation: 'x' })).status).toBe(403);
    expect((await admin.get(STOCK_IMPORT_ROUTES.template.path)).status).toBe(403);
  });
});

/**
 * The price-block file: rows name a company's variant by id or SKU and block its price as Block price does; a SKU the
 * company lacks lands in the error file, which, fixed and uploaded as it came out, blocks that variant too.
 */
import type { ProductToolsAnswer } from '@contract/admin-products/admin-tools';
import { PRICE_BLOCK_IMPORT_ROUTES } from '@contract/admin-products/tool-imports.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { fixedCell, staffImportRuns } from '../../test/staff-import-runs';
import { xlsxOf } from '../../test/workbooks';

describe('the price-block file', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-price-blocks-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  const files = staffImportRuns(PRICE_BLOCK_IMPORT_ROUTES, () => ({ h, admin }));
  const rowsOf = async (companyId: number) => {
    const response = await admin.get(`/api/admin/product-tools?companyId=${companyId}&pageSize=2`);
    expect(response.status).toBe(200);
    return ((await response.json()) as ProductToolsAnswer).items;
  };

  it('blocks by id and by SKU; the unknown SKU, fixed in the error file, is blocked when that file comes back', async () => {
    const header = await files.templateHeader('en');
    expect(header).toEqual(['Company ID', 'Variant ID', 'SKU', 'Action', 'Reason']);
    const [first, second] = await rowsOf(1022);
    const firstRun = await files.run(
      'blocks.xlsx',
      await xlsxOf([header, [1022, first!.variantId, null, 'block', 'Price check'], [1022, null, 'NO-SUCH-SKU', null, 'Price check']]),
    );
    expect(firstRun).toMatchObject({ method: 'priceBlocks', status: 'warning', rows: 2, importErrorFile: 'blocks-errors.xlsx' });
    expect(firstRun.childErrors[0]?.reasons).toEqual([
      { code: 'imports.reasons.toolSkuUnknown', column: 'SKU', params: { sku: 'NO-SUCH-SKU', companyId: 1022 } },
    ]);
    expect((await rowsOf(1022)).map((row) => row.priceBlock?.reason ?? null)).toEqual(['Price check', null]);

    const errorFile = await files.errorFile(firstRun.id, 'en');
    expect(errorFile).toHaveLength(2);
    expect(errorFile[1]?.at(-1)).toContain('SKU: Company 1022 has no live variant with the SKU NO-SUCH-SKU.');
    const secondRun = await files.run('blocks-errors.xlsx', await xlsxOf(fixedCell(errorFile, 1, 3, second!.sku)));
    expect(secondRun).toMatchObject({ status: 'done', rows: 1, importErrorFile: null });
    expect((await rowsOf(1022)).map((row) => row.priceBlock?.reason ?? null)).toEqual(['Price check', 'Price check']);
  });

  it('is for staff only', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.call(PRICE_BLOCK_IMPORT_ROUTES.template, { search: 'lang=en' })).status).toBe(403);
  });
});

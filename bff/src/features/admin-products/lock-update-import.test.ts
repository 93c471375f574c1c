/**
 * The lock-update file: rows lock a company's variant on a marketplace as Lock does; a marketplace that is no code lands
 * in the error file, which, fixed and uploaded as it came out, locks that variant too; a second file unlocks.
 */
import type { ProductToolRow, ProductToolsAnswer } from '@contract/admin-products/admin-tools';
import { LOCK_UPDATE_IMPORT_ROUTES } from '@contract/admin-products/tool-imports.routes';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { fixedCell, staffImportRuns } from '../../test/staff-import-runs';
import { xlsxOf } from '../../test/workbooks';

const lockedOn = (row: ProductToolRow | undefined) => row?.locks.filter((entry) => entry.lock?.state === 'locked').map((entry) => entry.marketplace) ?? [];

describe('the lock-update file', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-lock-updates-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  const files = staffImportRuns(LOCK_UPDATE_IMPORT_ROUTES, () => ({ h, admin }));
  const unlockedRows = async () => {
    const response = await admin.get('/api/admin/product-tools?companyId=1003&pageSize=50');
    expect(response.status).toBe(200);
    return ((await response.json()) as ProductToolsAnswer).items.filter((row) => row.locks.length > 0 && lockedOn(row).length === 0);
  };
  const rowOf = async (variantId: number) => {
    const response = await admin.get(`/api/admin/product-tools?q=${variantId}&companyId=1003`);
    return ((await response.json()) as ProductToolsAnswer).items.find((row) => row.variantId === variantId);
  };

  it('locks from a Turkish file; the unknown marketplace, fixed in the error file, is locked when that file comes back', async () => {
    const header = await files.templateHeader('tr');
    expect(header).toEqual(['Firma ID', 'Varyant ID', 'SKU', 'Pazaryeri', 'İşlem', 'Neden']);
    const [first, second] = await unlockedRows();
    const [market1, market2] = [first!.locks[0]!.marketplace, second!.locks[0]!.marketplace];
    const firstRun = await files.run(
      'kilitler.xlsx',
      await xlsxOf([
        header,
        [1003, first!.variantId, null, market1, 'kilitle', 'Sahte ürün bildirimi'],
        [1003, null, second!.sku, 'amazon', null, 'Sahte ürün bildirimi'],
      ]),
      'tr',
    );
    expect(firstRun).toMatchObject({ method: 'lockUpdate', status: 'warning', rows: 2, importErrorFile: 'kilitler-errors.xlsx' });
    expect(firstRun.childErrors[0]?.reasons?.map((reason) => [reason.code, reason.column])).toEqual([['imports.reasons.marketplaceUnknown', 'Pazaryeri']]);
    expect(lockedOn(await rowOf(first!.variantId))).toEqual([market1]);

    const errorFile = await files.errorFile(firstRun.id);
    const secondRun = await files.run('kilitler-errors.xlsx', await xlsxOf(fixedCell(errorFile, 1, 4, market2)), 'tr');
    expect(secondRun).toMatchObject({ status: 'done', rows: 1, importErrorFile: null });
    expect(lockedOn(await rowOf(second!.variantId))).toEqual([market2]);

    const unlocked = await files.run('acik.xlsx', await xlsxOf([header, [1003, first!.variantId, null, market1, 'kilidi kaldır', null]]), 'tr');
    expect(unlocked).toMatchObject({ status: 'done', rows: 1 });
    expect(lockedOn(await rowOf(first!.variantId))).toEqual([]);
  });

  it('is for staff only', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.call(LOCK_UPDATE_IMPORT_ROUTES.template, { search: 'lang=en' })).status).toBe(403);
  });
});

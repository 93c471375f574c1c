/**
 * The category-block file: a Turkish template filled in and uploaded blocks a company from a category as the list's
 * Block does; a row without a reason lands in the error file, which, fixed and uploaded as it came out, applies it.
 * The list then shows both blocks for the company.
 */
import type { RestrictedCategoryListAnswer } from '@contract/catalog/taxonomy-lists.query';
import { CATEGORY_BLOCK_IMPORT_ROUTES } from '@contract/admin-taxonomy/category-block-imports.routes';
import { ERROR_FILE_HEADERS } from '@contract/imports/error-file-columns';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { fixedCell, staffImportRuns } from '../../test/staff-import-runs';
import { xlsxOf } from '../../test/workbooks';

describe('the category-block file', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-category-blocks-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir } },
  );
  const files = staffImportRuns(CATEGORY_BLOCK_IMPORT_ROUTES, () => ({ h, admin }));
  /** Which of `ids` the seller (Ayşe, company 1001) sees on Restricted Categories. */
  const sellerSeesBlocked = async (ids: number[]) => {
    const seller = new TestBrowser(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    const response = await seller.get('/api/categories/restricted?pageSize=100');
    expect(response.status).toBe(200);
    const listed = new Set(((await response.json()) as RestrictedCategoryListAnswer).items.map((row) => row.categoryId));
    return ids.filter((id) => listed.has(id));
  };

  it('blocks from a Turkish file; the refused row, fixed in its error file, is applied when that file comes back', async () => {
    const header = await files.templateHeader('tr');
    expect(header).toEqual(['Firma ID', 'Kategori ID', 'İşlem', 'Neden']);
    const restricted = new Set(catalogOf(h.sandbox.world, 1001)!.restricted.map((entry) => entry.categoryId));
    const [first, second] = [...new Set(catalogOf(h.sandbox.world, 1001)!.products.map((product) => product.categoryId))].filter((id) => !restricted.has(id));
    const firstRun = await files.run(
      'engeller.xlsx',
      await xlsxOf([header, [1001, first!, 'engelle', 'Marka yetki belgesi eksik'], [1001, second!, 'engelle', null]]),
      'tr',
    );
    expect(firstRun).toMatchObject({ method: 'categoryBlocks', status: 'warning', rows: 2, importErrorFile: 'engeller-errors.xlsx' });
    expect(firstRun.childErrors[0]?.reasons).toEqual([{ code: 'validation.fillOutField', column: 'Neden' }]);
    expect(await sellerSeesBlocked([first!, second!])).toEqual([first]);

    const errorFile = await files.errorFile(firstRun.id);
    expect(errorFile[0]).toEqual([ERROR_FILE_HEADERS.row.tr, ...header, ERROR_FILE_HEADERS.reasons.tr]);
    expect(errorFile[1]?.slice(0, 4)).toEqual([3, 1001, second, 'engelle']);
    const secondRun = await files.run('engeller-errors.xlsx', await xlsxOf(fixedCell(errorFile, 1, 4, 'Sahte ürün şikâyetleri')), 'tr');
    expect(secondRun).toMatchObject({ status: 'done', rows: 1, importErrorFile: null });
    expect(await sellerSeesBlocked([first!, second!])).toEqual([first, second]);
  });

  it('is for staff only', async () => {
    const acting = new TestBrowser(h.app);
    await acting.actAs(1001);
    expect((await acting.call(CATEGORY_BLOCK_IMPORT_ROUTES.template, { search: 'lang=en' })).status).toBe(403);
  });
});

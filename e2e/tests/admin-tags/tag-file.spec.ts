/**
 * The tag-assign file (spec §9 "tag assign") against the real BFF, job runner and sandbox: staff upload a workbook with
 * one bad row; the good rows apply, the bad one lands in the error file with its reason; that error file, fixed and
 * uploaded as it came out, applies the row. Company tags change no seller's figures, so no other test is touched.
 */
import { expect, test } from '../../support/fixtures';
import { xlsxFile } from '../../support/workbooks';
import { AdminTagsPage } from '../../pages/admin-tags-page';

const HEADER = ['Tag', 'Product ID', 'SKU', 'Company ID', 'Action'];
const UNKNOWN_COMPANY = 999_999;

test.describe('Assigning tags from a file', () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ signedInAs: 'admin' });

  test('a tag file assigns tags and one bad row lands in the error file, which re-uploaded after the fix applies that row', async ({ page, texts }) => {
    const { t } = texts;
    const tags = new AdminTagsPage(page, texts);
    await tags.openFileView();
    const tag = await tags.tagNamed('Fast shipper');
    const [first, second] = (await tags.companies()).filter((company) => !company.tagIds.includes(tag.id));

    const status = await tags.sendFile(
      await xlsxFile('tags.xlsx', [HEADER, [tag.name.en, null, null, first!.id, null], [tag.name.tr, null, null, UNKNOWN_COMPANY, 'assign']]),
    );
    expect(status).toBe('warning');
    await expect(tags.outcome.getByTestId('tag-file-rows')).toContainText(t('adminTags.file.row', { row: 3 }));
    await expect(tags.outcome.getByTestId('import-reason')).toContainText(String(UNKNOWN_COMPANY));
    expect((await tags.companies()).find((company) => company.id === first!.id)?.tagIds).toContain(tag.id);

    const errorFile = await tags.downloadErrorFile();
    expect(errorFile).toHaveLength(2);
    const companyAt = errorFile[0]!.indexOf('Company ID');
    expect(errorFile[1]![companyAt]).toBe(String(UNKNOWN_COMPANY));
    const fixed = errorFile[1]!.map((cell, at) => (at === companyAt ? String(second!.id) : cell));

    expect(await tags.sendFile(await xlsxFile('tags-errors.xlsx', [errorFile[0]!, fixed]))).toBe('done');
    await expect(tags.outcome).toContainText(t('adminTags.file.done', { rows: 1 }));
    expect((await tags.companies()).find((company) => company.id === second!.id)?.tagIds).toContain(tag.id);
  });
});

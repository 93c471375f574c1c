/**
 * The tag-assign file, the way staff make one: the template in their language, filled in LibreOffice (shared strings,
 * empty cells in each of its ways), uploaded; the refused rows come back in the error file with their reasons (in
 * both languages), and that error file, fixed and uploaded as it came out, applies the fixed row.
 */
import ExcelJS from 'exceljs';
import { ERROR_FILE_HEADERS } from '@contract/imports/error-file-columns';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { TAG_IMPORT_ROUTES } from '@contract/imports/tag-assign.routes';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { tagBookOf } from '@mocks/world/tags/tag-book';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile, tempDirPerFile } from '../../test/harness-per-file';
import { sheetRows } from '../../test/staff-import-runs';
import type { Cell } from '../../test/workbooks';
import { libreOfficeXlsx, type LibreCell } from '../../lib/spreadsheet/workbook-fixtures';

async function xlsxOf(rows: Cell[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe('the tag-assign file', () => {
  let h: Harness;
  let admin: TestBrowser;
  const uploadDir = tempDirPerFile('tezgah-tag-assign-');
  harnessPerFile(
    async (harness, browser) => {
      h = harness;
      admin = browser;
      await admin.signIn('admin@demo.tezgah.dev', true);
    },
    { env: { UPLOAD_DIR: uploadDir, IMPORT_BATCH_SIZE: '2' } },
  );

  const run = async (name: string, bytes: Uint8Array, lang: 'en' | 'tr') => {
    const response = await admin.call(TAG_IMPORT_ROUTES.upload, { search: `name=${name}&lang=${lang}`, body: bytes });
    expect(response.status).toBe(202);
    const { transactionId } = (await response.json()) as ImportStartedAnswer;
    await h.jobs.drain();
    const status = await admin.call(TAG_IMPORT_ROUTES.importStatus, { params: { transactionId } });
    expect(status.status).toBe(200);
    return (await status.json()) as Transaction;
  };
  const templateHeader = async (lang: 'en' | 'tr') => {
    const response = await admin.call(TAG_IMPORT_ROUTES.template, { search: `lang=${lang}` });
    expect(response.status).toBe(200);
    return (await sheetRows(await response.arrayBuffer()))[0]!.map(String);
  };
  const tagIdsOf = (kind: 'product' | 'company', id: number) => {
    const book = tagBookOf(h.sandbox.world);
    const ids = (kind === 'product' ? book.productTags : book.companyTags)[id] ?? [];
    return ids.map((tagId) => book.tags.find((tag) => tag.id === tagId)!.name.en);
  };

  it('applies the good rows of a LibreOffice file, and its fixed error file applies the refused one', async () => {
    expect([...tagIdsOf('company', 1004), ...tagIdsOf('company', 1005)]).not.toContain('Key account');
    const header = await templateHeader('tr');
    expect(header).toEqual(['Etiket', 'Ürün ID', 'SKU', 'Firma ID', 'İşlem']);
    const [first, second] = catalogOf(h.sandbox.world, 1003)!.products.filter((product) => product.deletedAt === null);
    const sku = catalogOf(h.sandbox.world, 1003)!.variants.find((variant) => variant.productId === second!.id)!.sku;
    const rows: LibreCell[][] = [
      header,
      ['Hediye Fikri', first!.id, 'absent', 'styledEmpty', 'emptySharedString'],
      ['Key account', 'absent', 'emptySharedString', 1004, 'ekle'],
      ['Gift idea', 'styledEmpty', sku, 1003, 'absent'],
      ['Kilit Müşteri', 'absent', 'absent', 999_999, 'absent'],
    ];
    const firstRun = await run('etiketler.xlsx', libreOfficeXlsx(rows), 'tr');
    expect(firstRun).toMatchObject({ method: 'tagAssign', status: 'warning', rows: 4, importErrorFile: 'etiketler-errors.xlsx' });
    expect(firstRun.childErrors.map((error) => error.reasons?.map((reason) => reason.code))).toEqual([['adminTags.reasons.companyUnknown']]);
    expect(tagIdsOf('product', first!.id)).toContain('Gift idea');
    expect(tagIdsOf('product', second!.id)).toContain('Gift idea');
    expect(tagIdsOf('company', 1004)).toContain('Key account');

    const english = await sheetRows(
      await (await admin.call(TAG_IMPORT_ROUTES.importErrorFile, { params: { transactionId: firstRun.id }, search: 'lang=en' })).arrayBuffer(),
    );
    expect(english[0]).toEqual([ERROR_FILE_HEADERS.row.en, ...header, ERROR_FILE_HEADERS.reasons.en]);
    expect([english[1]?.[0], english[1]?.at(-1)]).toEqual([5, expect.stringContaining('Firma ID: No company has the ID 999999')]);
    const errorFile = await sheetRows(await (await admin.call(TAG_IMPORT_ROUTES.importErrorFile, { params: { transactionId: firstRun.id } })).arrayBuffer());
    expect(errorFile[0]).toEqual([ERROR_FILE_HEADERS.row.tr, ...header, ERROR_FILE_HEADERS.reasons.tr]);
    expect(errorFile).toHaveLength(2);
    const fixed = errorFile.map((row, at) => (at === 1 ? row.map((cell, column) => (column === 4 ? 1005 : cell)) : row));
    const secondRun = await run('etiketler-errors.xlsx', await xlsxOf(fixed), 'tr');
    expect(secondRun).toMatchObject({ status: 'done', rows: 1, importErrorFile: null });
    expect(tagIdsOf('company', 1005)).toContain('Key account');
  }, 60_000);

  it('refuses rows it cannot read or apply, each with its reasons, and applies nothing of them', async () => {
    const header = await templateHeader('en');
    const before = structuredClone(tagBookOf(h.sandbox.world));
    const transaction = await run(
      'bad.xlsx',
      libreOfficeXlsx([
        header,
        ['Clearance', 'absent', 'absent', 1004, 'assign'],
        ['absent', 'x1', 'absent', 'absent', 'maybe'],
        ['Nope', 'absent', 'absent', 1004, 'absent'],
      ]),
      'en',
    );
    expect(transaction).toMatchObject({ status: 'error', rows: 3 });
    expect(transaction.childErrors.map((error) => error.reasons?.map((reason) => reason.code))).toEqual([
      ['adminTags.reasons.tagInactive'],
      ['validation.required', 'imports.reasons.wholeIdRequired', 'imports.reasons.tagActionUnknown'],
      ['adminTags.reasons.tagUnknown'],
    ]);
    expect(tagBookOf(h.sandbox.world)).toEqual(before);
  });

  it('keeps tag-assign transactions from sellers and other transactions from the tag screen', async () => {
    const transaction = await run('one.xlsx', libreOfficeXlsx([await templateHeader('en'), ['Key account', 'absent', 'absent', 1006, 'absent']]), 'en');
    expect(transaction.status).toBe('done');
    const seller = new (admin.constructor as new (app: Harness['app']) => TestBrowser)(h.app);
    await seller.signIn('ayse@demo.tezgah.dev');
    expect((await seller.call(TRANSACTION_ROUTES.detail, { params: { id: transaction.id } })).status).toBe(404);
    expect((await admin.call(TAG_IMPORT_ROUTES.importStatus, { params: { transactionId: 'unknown-id' } })).status).toBe(404);
  });
});

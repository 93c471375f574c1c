/**
 * The product/variant template's Guide sheet in each language: the category's path and the example values in that
 * language, the glossary's SKU headers, and the rule for empty cells and the clear marker.
 */
import ExcelJS from 'exceljs';
import { CLEAR_MARKER } from '@contract/imports/optional-cells';
import { IMPORT_ROUTES } from '@contract/imports/import.routes';
import { importableCategory } from '@mocks/world/imports/import-test-rows';
import { taxonomyOf } from '@mocks/world/catalog/taxonomy';
import type { TestBrowser } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

type Line = (string | number | null)[];

describe('the product/variant template', () => {
  let h: Harness;
  let seller: TestBrowser;

  harnessPerFile(async (harness, made) => {
    h = harness;
    seller = made;
    await seller.signIn('ayse@demo.tezgah.dev');
  });

  const templateOf = async (lang: 'en' | 'tr') => {
    const category = importableCategory(h.sandbox.world, 1001);
    const response = await seller.call(IMPORT_ROUTES.productVariantTemplate, { params: { categoryId: category.id }, search: `lang=${lang}` });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const [sheet, guideSheet] = book.worksheets;
    const lines: Line[] = [];
    guideSheet!.eachRow((row) => {
      lines.push(Array.from({ length: 6 }, (_unused, at) => row.getCell(at + 1).value as string | number | null));
    });
    const header = (sheet!.getRow(1).values as unknown[]).slice(1).map(String);
    const path = taxonomyOf(h.sandbox.world).categories.find((candidate) => candidate.id === category.id)!.path;
    return { header, lines, path, cell: (first: string, at = 1) => lines.find((line) => line[0] === first)?.[at] };
  };

  it('shows the Turkish guide in Turkish: the category path, the example values and the SKU headers of the glossary', async () => {
    const { header, lines, path, cell } = await templateOf('tr');
    expect(cell('Kategori')).toBe(path.tr);
    expect(header.slice(8, 10)).toEqual(['SKU', 'Ek SKU']);
    expect(JSON.stringify([header, lines]).toLocaleLowerCase('tr')).not.toContain('stok kodu');
    expect(cell('Ürün Adı', 5)).toBe('Pamuklu bisiklet yaka tişört');
    expect(cell('Varyant Adı', 5)).toBe('Siyah, M');
    expect(cell('Durum', 5)).toBe('aktif');
    expect(cell('Ek SKU')).toBe(`Pazaryerlerinin varyantı tanıdığı ikinci SKU. (isteğe bağlı; ${CLEAR_MARKER} boşaltır)`);
    const notes = lines.filter((line) => line[0] === 'Not').map((line) => String(line[1]));
    expect(notes.some((note) => note.includes('boş hücresi') && note.includes('mevcut değerini korur'))).toBe(true);
    expect(notes.some((note) => note.includes(`yalnızca ${CLEAR_MARKER} yazın`))).toBe(true);
  });

  it('says in the English guide that an empty cell keeps the current value and how to clear one', async () => {
    const { lines, path, cell } = await templateOf('en');
    expect(cell('Category')).toBe(path.en);
    expect(cell('Product Name', 5)).toBe('Cotton crew-neck T-shirt');
    expect(cell('GTIN')).toBe(`The global trade item number. (optional; ${CLEAR_MARKER} clears it)`);
    expect(cell('Status')).toBe('Whether the variant sells; a new variant is active when empty. (optional)');
    const notes = lines.filter((line) => line[0] === 'Note').map((line) => String(line[1]));
    expect(notes.some((note) => note.includes('keeps the current value'))).toBe(true);
    expect(notes.some((note) => note.includes(`write ${CLEAR_MARKER} alone`))).toBe(true);
  });
});

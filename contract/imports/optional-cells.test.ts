import { describe, expect, it } from 'vitest';
import { CLEAR_MARKER } from './optional-cells';
import { PRODUCT_VARIANT_COLUMNS } from './product-variant.rules';
import { GOOD_PRODUCT_VARIANT_CELLS, productVariantHeader, productVariantReader } from './product-variant.test-rows';

const HEADER = productVariantHeader('Colour *', 'Pattern');
const { read, rowOf } = productVariantReader(HEADER, GOOD_PRODUCT_VARIANT_CELLS);

describe('optional cells of a product/variant row', () => {
  it('marks every empty optional cell kept, whether absent, null, empty or blank text', () => {
    for (const empty of [null, '', '   ']) {
      const row = rowOf(read({ 'Extra SKU': empty, GTIN: empty, 'Variant Description': empty, 'Image URL(s) (comma separated)': empty, Status: empty }));
      expect([...(row.keep ?? [])].sort()).toEqual(['defaultImage', 'description', 'extraImages', 'extraSku', 'gtin', 'status']);
      expect(row).toMatchObject({
        extraSku: null,
        gtin: null,
        status: 'active',
        imageUrls: [],
        description: 'A soft cotton tee for every day.',
        attributes: [],
      });
    }
  });

  it('keeps nothing of a filled row, and keeps the extra images of a row naming only the main image', () => {
    const filled = rowOf(read({ 'Extra SKU': 'X-2', GTIN: '12345678', 'Variant Description': 'Black tee, size M.', Status: 'pasif' }));
    expect(filled.keep ?? []).toEqual(['defaultImage', 'extraImages']);
    expect(rowOf(read({ 'Image URL(s) (comma separated)': 'https://img.example.com/a.jpg' })).keep).toContain('extraImages');
    const both = rowOf(read({ 'Image URL(s) (comma separated)': 'https://img.example.com/a.jpg, https://img.example.com/b.jpg' }));
    expect(both.keep).not.toContain('extraImages');
    expect(both.keep).not.toContain('defaultImage');
  });

  it(`clears Extra SKU, GTIN, the images or an attribute written as "${CLEAR_MARKER}"`, () => {
    const cleared = rowOf(
      read({ 'Extra SKU': CLEAR_MARKER, GTIN: ` ${CLEAR_MARKER} `, 'Image URL(s) (comma separated)': CLEAR_MARKER, Pattern: CLEAR_MARKER }),
    );
    expect(cleared).toMatchObject({ extraSku: null, gtin: null, imageUrls: [], attributes: [{ name: 'Pattern', value: '' }] });
    expect(cleared.keep ?? []).not.toEqual(expect.arrayContaining(['extraSku']));
    expect(cleared.keep ?? []).not.toEqual(expect.arrayContaining(['gtin']));
    expect(cleared.keep ?? []).not.toEqual(expect.arrayContaining(['defaultImage']));
    const extrasCleared = rowOf(read({ 'Image URL(s) (comma separated)': `https://img.example.com/a.jpg, ${CLEAR_MARKER}` }));
    expect(extrasCleared.imageUrls).toEqual(['https://img.example.com/a.jpg']);
    expect(extrasCleared.keep ?? []).not.toEqual(expect.arrayContaining(['extraImages']));
  });

  it(`refuses "${CLEAR_MARKER}" where a value is required, and in Status and Variant Description`, () => {
    const answer = read({ 'Variant Name': CLEAR_MARKER, Price: CLEAR_MARKER, Status: CLEAR_MARKER, 'Variant Description': CLEAR_MARKER, SKU: CLEAR_MARKER });
    expect('reasons' in answer ? answer.reasons.map((reason) => `${reason.column}:${reason.code}`).sort() : []).toEqual([
      'Price:imports.reasons.cannotClear',
      'SKU:imports.reasons.cannotClear',
      'Status:imports.reasons.cannotClear',
      'Variant Description:imports.reasons.cannotClear',
      'Variant Name:imports.reasons.cannotClear',
    ]);
    const misplaced = read({ 'Image URL(s) (comma separated)': `${CLEAR_MARKER}, https://img.example.com/a.jpg` });
    expect('reasons' in misplaced ? misplaced.reasons.map((reason) => reason.code) : []).toEqual(['imports.reasons.imageUrl']);
  });

  it("reads the glossary's SKU headers and the old Turkish ones sellers' files still carry", () => {
    const turkish = (column: string) => PRODUCT_VARIANT_COLUMNS.find((candidate) => candidate.key === column)?.tr;
    expect([turkish('sku'), turkish('extraSku')]).toEqual(['SKU', 'Ek SKU']);
    for (const [sku, extra] of [
      ['SKU', 'Ek SKU'],
      ['Stok Kodu', 'Ek Stok Kodu'],
    ] as const) {
      const header = HEADER.map((text) => (text === 'SKU' ? sku : text === 'Extra SKU' ? extra : text));
      const row = rowOf(read({ [sku]: 'X-1-BLK-M', [extra]: 'X-1-EXTRA' }, header));
      expect([row.sku, row.extraSku]).toEqual(['X-1-BLK-M', 'X-1-EXTRA']);
    }
  });
});

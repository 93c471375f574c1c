/** Test support: a product/variant row read as an import reads it, from a header row and its cells by header text. */
import { matchHeaders, type CellValue } from './import-columns';
import { attributeColumnsOf, PRODUCT_VARIANT_COLUMNS, readProductVariantRow, type ProductVariantRow } from './product-variant.rules';

/** Every column of the template, then the given attribute headers. */
export const productVariantHeader = (...attributes: string[]): CellValue[] => [...PRODUCT_VARIANT_COLUMNS.map((column) => column.header), ...attributes];

/** The cells of a good row for an existing variant, by header. */
export const GOOD_PRODUCT_VARIANT_CELLS: Readonly<Record<string, CellValue>> = {
  'Category ID': 105,
  SPU: 'SPU-X-1',
  'Product Name': 'Cotton crew neck tee',
  'Product Description': 'A soft cotton tee for every day.',
  Brand: 'Linora',
  'Guarantee (months)': 0,
  'Tax Class': 'VAT 20%',
  'Fulfillment Day': 2,
  SKU: 'X-1-BLK-M',
  'Variant Name': 'Cotton crew neck tee - Black - M',
  Barcode: '8690001000012',
  Price: 1299.9,
  'Retail Price': 1499.9,
  Stock: 12,
  Deci: 1,
  'Weight (g)': 220,
  'Height (mm)': 30,
  'Width (mm)': 250,
  'Length (mm)': 300,
  'HS Code': '610910',
  'Country of Origin': 'TR',
};

/** Reads rows of `base` cells (changed per call) under `header`; `rowOf` fails the test with the reasons of a refused row. */
export function productVariantReader(header: CellValue[], base: Readonly<Record<string, CellValue>>) {
  function read(changes: Record<string, CellValue> = {}, headerRow = header) {
    const values = { ...base, ...changes };
    const match = matchHeaders(headerRow, PRODUCT_VARIANT_COLUMNS);
    return readProductVariantRow(
      headerRow.map((text) => values[String(text)] ?? null),
      match,
      attributeColumnsOf(headerRow, match),
    );
  }
  const rowOf = (answer: ReturnType<typeof read>): ProductVariantRow => {
    if (!('row' in answer)) throw new Error(JSON.stringify(answer.reasons));
    return answer.row;
  };
  return { read, rowOf };
}

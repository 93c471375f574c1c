/** Test helper: product/variant rows that pass every check for a company, on a category it may sell in. */
import type { ProductVariantRow } from '@contract/imports/product-variant.rules';
import type { World } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import { attributeDefinitions } from '../catalog/product-detail';
import { taxonomyOf } from '../catalog/taxonomy';

/** An active leaf the company may sell in whose mandatory attributes are all lists (their first values fill rows). */
export function importableCategory(world: World, companyId: number): { id: number; attributes: { name: string; value: string }[] } {
  const taxonomy = taxonomyOf(world);
  const restricted = new Set(catalogOf(world, companyId)!.restricted.map((row) => row.categoryId));
  for (const category of taxonomy.categories) {
    if (!category.isLeaf || category.status !== 'active' || restricted.has(category.id)) continue;
    const mandatory = attributeDefinitions(taxonomy, category.id).filter((definition) => definition.mandatory);
    if (mandatory.length >= 2 && mandatory.every((definition) => definition.type === 'list')) {
      return { id: category.id, attributes: mandatory.map((definition) => ({ name: definition.name.en, value: definition.values[0]!.name.en })) };
    }
  }
  throw new Error('No importable category');
}

export function importRow(world: World, companyId: number, sku: string, changes: Partial<ProductVariantRow> = {}): ProductVariantRow {
  const catalog = catalogOf(world, companyId)!;
  const category = importableCategory(world, companyId);
  return {
    categoryId: category.id,
    spu: 'SPU-IMPORT-1',
    productName: 'Imported product name',
    productDescription: 'A product made by an Excel import.',
    brandName: catalog.brands.find((brand) => brand.status === 'active')!.name,
    guaranteeMonths: 12,
    taxClass: 'VAT 20%',
    fulfillmentDay: 3,
    sku,
    extraSku: null,
    variantName: `Imported variant ${sku}`,
    barcode: '8690000000017',
    price: 100,
    retailPrice: 120,
    stock: 5,
    deci: 2,
    weightGrams: 400,
    heightMm: 50,
    widthMm: 200,
    lengthMm: 300,
    hsCode: '610910',
    countryOfOrigin: 'TR',
    gtin: null,
    description: 'A variant made by an Excel import.',
    imageUrls: ['https://img.example.com/a.jpg'],
    status: 'active',
    attributes: category.attributes,
    ...changes,
  };
}

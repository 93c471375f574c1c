import type { Product, Variant } from './catalog.types';
import { problemFieldKey, productProblems } from './product-validation';
import type { Attribute, SellerCategory } from './taxonomy.types';

const product = {
  id: 1,
  name: 'Linen shirt, white',
  description: 'A light linen shirt for summer days.',
  spu: 'SPU-1',
  categoryId: 44,
  brandId: 3,
  guaranteeMonths: 0,
  taxClass: 'VAT 20%',
  fulfillmentDay: 2,
  status: 'active',
  translations: [],
} as unknown as Product;
const variant = {
  id: 7,
  name: 'Linen Shirt White M',
  sku: 'TX-1-M',
  extraSku: null,
  price: 100,
  retailPrice: 120,
  stock: 4,
  barcode: '8691234567895',
  hsCode: '620520',
  countryOfOrigin: 'TR',
  gtin: '',
  description: 'A light linen shirt for summer days.',
  status: 'active',
  deci: 1,
  weightGrams: 250,
  heightMm: 30,
  widthMm: 250,
  lengthMm: 350,
  attributes: [{ attributeId: 1, name: { en: 'Colour', tr: 'Renk' }, valueId: 3, value: 'White', mandatory: true }],
  translations: [],
} as unknown as Variant;
const category = {
  id: 44,
  attributes: [
    { attributeId: 1, mandatory: true },
    { attributeId: 2, mandatory: true },
    { attributeId: 5, mandatory: false },
  ],
} as SellerCategory;
const attributes = new Map([
  [1, { id: 1, name: { en: 'Colour', tr: 'Renk' } }],
  [2, { id: 2, name: { en: 'Material', tr: 'Materyal' } }],
] as [number, Attribute][]);

describe('product validation', () => {
  it('names each broken rule and each mandatory attribute without a value, by its name', () => {
    const problems = productProblems({ ...product, name: 'Short' }, [{ ...variant, retailPrice: 90 }], category, attributes);
    expect(problems).toEqual([
      { variantId: null, sku: null, field: 'name', fieldName: null, reason: 'validation.textTooShort' },
      { variantId: 7, sku: 'TX-1-M', field: 'retailPrice', fieldName: null, reason: 'validation.retailBelowPrice' },
      { variantId: 7, sku: 'TX-1-M', field: 'attributes.2', fieldName: { en: 'Material', tr: 'Materyal' }, reason: 'validation.attributeRequired' },
    ]);
  });

  it('passes a product that keeps every rule, and fails one whose category is gone', () => {
    const complete = { ...category, attributes: [{ attributeId: 1, mandatory: true }] };
    expect(productProblems(product, [variant], complete, attributes)).toEqual([]);
    expect(productProblems(product, [variant], undefined, attributes)).toEqual([
      { variantId: null, sku: null, field: 'categoryId', fieldName: null, reason: 'validation.required' },
    ]);
  });

  it("labels a field by its path's first part", () => {
    expect(problemFieldKey('translations[0].name')).toBe('productValidation.fields.translations');
    expect(problemFieldKey('attributes.12')).toBe('productValidation.fields.attributes');
  });
});

/** A small product edit answer for the feature's tests: one product, its variants, one mandatory list attribute. */
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { ProductEditAnswer } from '@contract/catalog/product.api';

const product: Product = {
  id: 100100001,
  companyId: 1001,
  name: 'Linen shirt, white',
  description: 'A light linen shirt for summer days.',
  spu: 'AT-SHR-00001',
  categoryId: 5,
  categoryName: { en: 'Shirts', tr: 'Gömlek' },
  brandId: 7,
  brandName: 'Anadolu',
  guaranteeMonths: 0,
  taxClass: 'VAT 20%',
  fulfillmentDay: 2,
  status: 'active',
  currency: 'TRY',
  translations: [],
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T10:00:00.000Z',
  deletedAt: null,
};

export function fixtureVariant(id: number, sku: string): Variant {
  return {
    id,
    productId: product.id,
    name: `Linen shirt ${sku}`,
    sku,
    extraSku: null,
    price: 100,
    retailPrice: 120,
    stock: 4,
    barcode: '8691234567895',
    hsCode: '620520',
    countryOfOrigin: 'TR',
    gtin: null,
    description: 'A light linen shirt for summer days.',
    status: 'active',
    deci: 1,
    weightGrams: 250,
    heightMm: 30,
    widthMm: 250,
    lengthMm: 350,
    locks: [
      { marketplace: 'trendyol', lockedAt: '2026-01-10T09:00:00.000Z', lockReason: 'Incorrect Pricing', until: '2026-01-17T09:00:00.000Z', state: 'locked' },
    ],
    attributes: [{ attributeId: 3, name: { en: 'Colour', tr: 'Renk' }, valueId: 31, value: 'White', mandatory: true }],
    defaultImage: null,
    extraImages: [],
    translations: [],
    marketplaces: [
      { marketplace: 'trendyol', status: 'locked', price: 110, currency: 'TRY', remoteId: 'TY-1', lastSyncAt: '2026-01-10T09:00:00.000Z', message: null },
    ],
  };
}

export function fixtureAnswer(variantCount: number): ProductEditAnswer {
  return {
    product: { ...product, translations: [] },
    variants: Array.from({ length: variantCount }, (_unused, index) => fixtureVariant(200 + index, `AT-SHR-00001-${index + 1}`)),
    attributes: [
      {
        attributeId: 3,
        name: { en: 'Colour', tr: 'Renk' },
        type: 'list',
        mandatory: true,
        values: [
          { id: 31, name: { en: 'White', tr: 'Beyaz' } },
          { id: 32, name: { en: 'Black', tr: 'Siyah' } },
        ],
      },
    ],
    choices: {
      brands: [{ id: 7, name: 'Anadolu' }],
      categories: [{ id: 5, name: 'Shirts', path: { en: 'Fashion > Shirts', tr: 'Moda > Gömlek' } }],
      taxClasses: ['VAT 20%'],
    },
    marketplaces: [{ marketplace: 'trendyol', enabled: true, rate: 12 }],
  };
}

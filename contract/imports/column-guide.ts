/**
 * What a template's Guide sheet says of each column (spec §2 templates, §5 rules): its meaning, unit, allowed values,
 * format and an example, as i18n keys under `imports.guide` with their parameters, taken from the same rules the
 * readers check (catalog.rules.ts, catalog.schemas.ts). The BFF writes them in the seller's language; an example that
 * is words has its Turkish form.
 */
import { MAX_PRICE, MAX_STOCK, NAME_MAX_LENGTH, PRICE_DECIMALS, TEXT_MIN_LENGTH } from '../catalog/catalog.rules';
import type { ReasonLanguage } from './reason-text';
import type { ProductVariantKey } from './product-variant.rules';
import { IMPORT_IMAGE_MAX } from './product-variant.rules';

export interface GuideText {
  key: string;
  params?: Record<string, string | number>;
}

export interface ColumnGuide {
  /** imports.guide.units.* (none for a text or a code). */
  unit: string | null;
  allowed: GuideText;
  /** imports.guide.formats.* */
  format: string;
  example: string | number;
  /** The example in a Turkish template, when it is words. */
  exampleTr?: string;
}

export const exampleIn = (guide: ColumnGuide, language: ReasonLanguage): string | number =>
  language === 'tr' && guide.exampleTr !== undefined ? guide.exampleTr : guide.example;

const between = (min: number, max: number): GuideText => ({ key: 'imports.guide.allowed.between', params: { min, max } });
const text = (max: number): GuideText => ({ key: 'imports.guide.allowed.textUpTo', params: { max } });
const digits = (min: number, max: number): GuideText => ({ key: 'imports.guide.allowed.digits', params: { min, max } });

const PRICE: ColumnGuide = {
  unit: 'currency',
  allowed: { key: 'imports.guide.allowed.price', params: { max: MAX_PRICE, decimals: PRICE_DECIMALS } },
  format: 'decimal',
  example: 149.9,
};

/** Every column of every kind, by its key (the stock/price and fulfillment-day columns are product/variant keys too). */
export const COLUMN_GUIDES: Readonly<Record<ProductVariantKey, ColumnGuide>> = {
  categoryId: { unit: null, allowed: { key: 'imports.guide.allowed.leafCategory' }, format: 'whole', example: 104 },
  spu: { unit: null, allowed: text(60), format: 'text', example: 'SPU-TSHIRT-1' },
  productName: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.textBetween', params: { min: TEXT_MIN_LENGTH, max: NAME_MAX_LENGTH } },
    format: 'text',
    example: 'Cotton crew-neck T-shirt',
    exampleTr: 'Pamuklu bisiklet yaka tişört',
  },
  productDescription: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.textAtLeast', params: { min: TEXT_MIN_LENGTH } },
    format: 'text',
    example: 'Soft cotton T-shirt for every day.',
    exampleTr: 'Her gün için yumuşak pamuklu tişört.',
  },
  brandName: { unit: null, allowed: { key: 'imports.guide.allowed.brand' }, format: 'text', example: 'Tezgah Basics' },
  guaranteeMonths: { unit: 'months', allowed: between(0, 120), format: 'whole', example: 24 },
  taxClass: { unit: null, allowed: { key: 'imports.guide.allowed.taxClass' }, format: 'text', example: 'VAT 20%' },
  fulfillmentDay: { unit: 'days', allowed: between(1, 60), format: 'whole', example: 2 },
  sku: { unit: null, allowed: { key: 'imports.guide.allowed.sku', params: { max: 60 } }, format: 'text', example: 'TS-BLK-M' },
  extraSku: { unit: null, allowed: text(60), format: 'text', example: 'TS-BLK-M-2' },
  variantName: { unit: null, allowed: text(NAME_MAX_LENGTH), format: 'text', example: 'Black, M', exampleTr: 'Siyah, M' },
  barcode: { unit: null, allowed: digits(8, 14), format: 'digits', example: '8690000000017' },
  price: PRICE,
  retailPrice: { ...PRICE, allowed: { key: 'imports.guide.allowed.retailPrice', params: { decimals: PRICE_DECIMALS } }, example: 199.9 },
  stock: { unit: 'pieces', allowed: between(0, MAX_STOCK), format: 'whole', example: 25 },
  deci: { unit: 'deci', allowed: between(0, 1000), format: 'decimal', example: 2 },
  weightGrams: { unit: 'grams', allowed: between(0, 1_000_000), format: 'decimal', example: 400 },
  heightMm: { unit: 'mm', allowed: between(0, 10_000), format: 'decimal', example: 50 },
  widthMm: { unit: 'mm', allowed: between(0, 10_000), format: 'decimal', example: 200 },
  lengthMm: { unit: 'mm', allowed: between(0, 10_000), format: 'decimal', example: 300 },
  hsCode: { unit: null, allowed: digits(6, 12), format: 'digits', example: '610910' },
  countryOfOrigin: { unit: null, allowed: { key: 'imports.guide.allowed.country' }, format: 'country', example: 'TR' },
  gtin: { unit: null, allowed: digits(8, 14), format: 'digits', example: '' },
  description: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.textAtLeast', params: { min: TEXT_MIN_LENGTH } },
    format: 'text',
    example: 'Black cotton T-shirt, size M.',
    exampleTr: 'Siyah pamuklu tişört, M beden.',
  },
  imageUrls: {
    unit: null,
    allowed: { key: 'imports.guide.allowed.images', params: { max: IMPORT_IMAGE_MAX } },
    format: 'urls',
    example: 'https://img.example.com/ts-blk-m.jpg',
  },
  status: { unit: null, allowed: { key: 'imports.guide.allowed.status' }, format: 'status', example: 'active', exampleTr: 'aktif' },
};

/**
 * The import bodies' schemas (catalog-imports.ts, and the staff and campaign rows): at most IMPORT_BODY_MAX_ROWS SKUs or rows, each row
 * with its fields' types. They check shapes only: a row's values (a price, a category, a tag) are the service's rules,
 * answered row by row as reasons, and a row the BFF already refused travels with zeros and empty texts (`checkOnly`).
 */
import * as yup from 'yup';
import { TAG_ASSIGN_ACTIONS } from '../admin-tags/tag.api';
import { CATALOG_STATUSES, type CatalogStatus } from '../catalog/catalog.types';
import type { CampaignSkuRow } from '../imports/campaign-sku.rules';
import type { CommissionRow } from '../imports/commission.rules';
import { MARKETPLACE_CODES } from '../orders/order.query';
import type { MarketplaceCode } from './marketplace';
import type { EtgbRow } from '../imports/etgb.rules';
import type { FulfillmentDayRow } from '../imports/fulfillment-day.rules';
import type { LeadTimeRow } from '../imports/lead-time.rules';
import { KEPT_FIELDS, type KeptField } from '../imports/optional-cells';
import type { ProductVariantRow } from '../imports/product-variant.rules';
import type { StockBulkRow } from '../imports/stock-bulk.rules';
import type { StockPriceRow } from '../imports/stock-price.rules';
import { STOCK_SCOPES, type StockScope } from '../admin-stock-tools/stock-tools.types';
import type { TagAssignRow } from '../imports/tag-assign.rules';
import type { ImportLookupBody, ImportRowSent } from './catalog-imports';

/** The most SKUs a lookup, or rows a batch, may carry (the import job sends batches of its configured size). */
export const IMPORT_BODY_MAX_ROWS = 1000;

const TOO_MANY = 'validation.tooManyRows';
const text = () => yup.string().defined('validation.required').strict();
const textOrNull = () => yup.string().nullable().defined('validation.required').strict();
const number = () => yup.number().typeError('validation.number').defined('validation.required').strict();
const numberOrNull = () => yup.number().typeError('validation.number').nullable().defined('validation.required').strict();

export const importLookupSchema: yup.ObjectSchema<ImportLookupBody> = yup.object({
  skus: yup.array(text()).max(IMPORT_BODY_MAX_ROWS, TOO_MANY).defined('validation.required'),
});

/** A row the BFF already refused is sent to be checked only. */
const checkOnly = yup.boolean().strict().optional();

/** A batch of rows of one shape, and the id that makes sending it again harmless (ImportRowsBody.batchId). */
export const importRowsSchema = <Row extends object>(row: yup.ObjectSchema<ImportRowSent<Row>>) =>
  yup.object({
    rows: yup.array(row).max(IMPORT_BODY_MAX_ROWS, TOO_MANY).defined('validation.required'),
    batchId: yup.string().strict().min(1).max(200).optional(),
  });

export const stockPriceRowShape: yup.ObjectSchema<ImportRowSent<StockPriceRow>> = yup.object({
  sku: text(),
  price: number(),
  retailPrice: number(),
  stock: number(),
  checkOnly,
});

export const fulfillmentDayRowShape: yup.ObjectSchema<ImportRowSent<FulfillmentDayRow>> = yup.object({ sku: text(), fulfillmentDay: number(), checkOnly });

export const productVariantRowShape: yup.ObjectSchema<ImportRowSent<ProductVariantRow>> = yup.object({
  categoryId: number(),
  spu: text(),
  productName: text(),
  productDescription: text(),
  brandName: text(),
  guaranteeMonths: number(),
  taxClass: text(),
  fulfillmentDay: number(),
  sku: text(),
  extraSku: textOrNull(),
  variantName: text(),
  barcode: text(),
  price: number(),
  retailPrice: number(),
  stock: number(),
  deci: number(),
  weightGrams: number(),
  heightMm: number(),
  widthMm: number(),
  lengthMm: number(),
  hsCode: text(),
  countryOfOrigin: text(),
  gtin: textOrNull(),
  description: text(),
  imageUrls: yup.array(text()).defined('validation.required'),
  status: yup.mixed<CatalogStatus>().oneOf(CATALOG_STATUSES, 'validation.required').defined('validation.required'),
  attributes: yup.array(yup.object({ name: text(), value: text() })).defined('validation.required'),
  keep: yup.array(yup.mixed<KeptField>().oneOf(KEPT_FIELDS, 'validation.required').defined()).optional(),
  checkOnly,
});

export const tagAssignRowShape: yup.ObjectSchema<ImportRowSent<TagAssignRow>> = yup.object({
  tag: text(),
  productId: numberOrNull(),
  sku: text(),
  companyId: numberOrNull(),
  action: yup.mixed<TagAssignRow['action']>().oneOf(TAG_ASSIGN_ACTIONS, 'validation.required').defined('validation.required'),
  checkOnly,
});

export const leadTimeRowShape: yup.ObjectSchema<ImportRowSent<LeadTimeRow>> = yup.object({
  companyId: numberOrNull(),
  categoryId: numberOrNull(),
  fulfillmentDay: number(),
  checkOnly,
});

export const etgbRowShape: yup.ObjectSchema<ImportRowSent<EtgbRow>> = yup.object({ packageId: numberOrNull(), etgbNumber: text(), checkOnly });

export const commissionRowShape: yup.ObjectSchema<ImportRowSent<CommissionRow>> = yup.object({
  marketplace: yup.mixed<MarketplaceCode>().oneOf(MARKETPLACE_CODES).nullable().defined('validation.required'),
  categoryId: numberOrNull(),
  ratePercent: number(),
  checkOnly,
});

export const campaignSkuRowShape: yup.ObjectSchema<ImportRowSent<CampaignSkuRow>> = yup.object({ sku: text(), checkOnly });

export const stockBulkRowShape: yup.ObjectSchema<ImportRowSent<StockBulkRow>> = yup.object({
  companyId: numberOrNull(),
  sku: text(),
  marketplace: yup.mixed<StockScope>().oneOf(STOCK_SCOPES, 'validation.required').defined('validation.required'),
  stock: number(),
  checkOnly,
});

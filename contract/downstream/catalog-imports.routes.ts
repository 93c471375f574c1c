/** The marketplace service's Excel import routes (types and rules in catalog-imports.ts). */
import { answer, policy, route, type QueryCodec } from '../api/route-def';
import { importStateSchema, type TemplateCategoryAnswer, type TemplateCategoryQuery } from '../imports/import.api';
import type { ImportState } from '../imports/import.types';
import { compactQuery } from '../lists/list-query';
import { MARKETPLACE_CODES } from '../orders/order.query';
import type { ImportApplyAnswer, ImportLookupAnswer, ImportTemplateAnswer } from './catalog-imports';
import { fulfillmentDayRowShape, importLookupSchema, importRowsSchema, productVariantRowShape, stockPriceRowShape } from './import-bodies';
import type { MarketplaceCode } from './marketplace';
import { serviceRoutes } from './service-route';

/** The template-category search as the service reads it: a marketplace it does not know is null (a 400). */
export interface TemplateCategoryServiceQuery extends Omit<TemplateCategoryQuery, 'marketplace'> {
  marketplace?: MarketplaceCode | null | undefined;
}

export const templateCategoryServiceQuery: QueryCodec<TemplateCategoryServiceQuery> = {
  parse: (raw) => ({
    search: raw.search,
    marketplace: !raw.marketplace ? undefined : MARKETPLACE_CODES.includes(raw.marketplace as MarketplaceCode) ? (raw.marketplace as MarketplaceCode) : null,
  }),
  problems: (query) => (query.marketplace === null ? { marketplace: 'validation.fillOutField' } : null),
  toRaw: (query) => compactQuery({ ...query }),
};

const token = policy.token();
const IMPORTS = '/v1/companies/:companyId/imports';
const applied = answer<ImportApplyAnswer>();

export const CATALOG_IMPORT_ROUTES = serviceRoutes('marketplace', {
  getState: route.get(`${IMPORTS}/state`, { answer: answer<{ state: ImportState }>(), policy: token }),
  /** Staff only (an admin token, or a token with `act`). */
  setState: route.put(`${IMPORTS}/state`, { body: importStateSchema, answer: answer<{ state: ImportState }>(), policy: token }),
  lookup: route.post(`${IMPORTS}/lookup`, { body: importLookupSchema, answer: answer<ImportLookupAnswer>(), policy: token }),
  /**
   * Sets price, retail price and stock by SKU. This and the two bulk routes below apply a batch once per `batchId`
   * (ImportRowsBody): sent again, the same rows get the first answer and change nothing; other rows under a used id
   * get 409 `batchIdReused`.
   */
  stockPrice: route.post(`${IMPORTS}/stock-price`, { body: importRowsSchema(stockPriceRowShape), answer: applied, policy: token }),
  /** Sets each SKU's product's fulfillment day; once per `batchId`. */
  fulfillmentDays: route.post(`${IMPORTS}/fulfillment-days`, { body: importRowsSchema(fulfillmentDayRowShape), answer: applied, policy: token }),
  /** Creates or updates products and variants by SKU; once per `batchId`. */
  productVariants: route.post(`${IMPORTS}/product-variants`, { body: importRowsSchema(productVariantRowShape), answer: applied, policy: token }),
  /** 404 `categoryNotFound` unless an active leaf; 409 `categoryRestricted`. */
  template: route.get(`${IMPORTS}/template/:categoryId`, { answer: answer<ImportTemplateAnswer>(), policy: token }),
  /** At most 50, crossed active leaves only. */
  templateCategories: route.get(`${IMPORTS}/template-categories`, {
    query: templateCategoryServiceQuery,
    answer: answer<TemplateCategoryAnswer>(),
    policy: token,
  }),
});

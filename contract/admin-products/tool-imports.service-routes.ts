/**
 * The marketplace service's side of /admin/product-tools' files (admin tokens only): a batch of price-block or
 * lock-update rows, each applied as the one-at-a-time tool applies it and answered with its outcome.
 */
import * as yup from 'yup';
import { answer, policy, route } from '../api/route-def';
import type { ImportApplyAnswer, ImportRowSent } from '../downstream/catalog-imports';
import { importRowsSchema } from '../downstream/import-bodies';
import type { MarketplaceCode } from '../downstream/marketplace';
import { CATEGORY_BLOCK_ACTIONS } from '../imports/category-block.rules';
import { LOCK_UPDATE_ACTIONS, type LockUpdateRow } from '../imports/lock-update.rules';
import type { PriceBlockRow } from '../imports/price-block.rules';
import { serviceRoutes } from '../downstream/service-route';
import { MARKETPLACE_CODES } from '../orders/order.query';

const text = () => yup.string().defined('validation.required').strict();
const idOrNull = () => yup.number().typeError('validation.number').nullable().defined('validation.required').strict();
const checkOnly = yup.boolean().strict().optional();

export const priceBlockRowShape: yup.ObjectSchema<ImportRowSent<PriceBlockRow>> = yup.object({
  companyId: idOrNull(),
  variantId: idOrNull(),
  sku: text(),
  action: yup.mixed<PriceBlockRow['action']>().oneOf(CATEGORY_BLOCK_ACTIONS, 'validation.required').defined('validation.required'),
  reason: text(),
  checkOnly,
});

export const lockUpdateRowShape: yup.ObjectSchema<ImportRowSent<LockUpdateRow>> = yup.object({
  companyId: idOrNull(),
  variantId: idOrNull(),
  sku: text(),
  marketplace: yup
    .mixed<MarketplaceCode | ''>()
    .oneOf([...MARKETPLACE_CODES, ''], 'validation.required')
    .defined('validation.required'),
  action: yup.mixed<LockUpdateRow['action']>().oneOf(LOCK_UPDATE_ACTIONS, 'validation.required').defined('validation.required'),
  reason: text(),
  checkOnly,
});

const token = policy.token();

export const TOOL_IMPORT_SERVICE_ROUTES = serviceRoutes('marketplace', {
  /** At most 1,000 rows; a `checkOnly` row is checked, never applied. */
  priceBlockRows: route.post('/v1/admin/product-tools/price-block-rows', {
    body: importRowsSchema(priceBlockRowShape),
    answer: answer<ImportApplyAnswer>(),
    policy: token,
  }),
  lockUpdateRows: route.post('/v1/admin/product-tools/lock-update-rows', {
    body: importRowsSchema(lockUpdateRowShape),
    answer: answer<ImportApplyAnswer>(),
    policy: token,
  }),
});

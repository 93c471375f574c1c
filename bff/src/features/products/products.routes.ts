/**
 * All Products (spec §2 /products/quick-edit) and seller Product Validation (/products/product-validation), passed
 * through to the marketplace service. The bulk save is checked with the contract's schema before anything travels;
 * the service checks it again and refuses unknown or deleted variants, all rows or none.
 */
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { quickEditSchema } from '@contract/catalog/catalog.schemas';
import { parseProductValidationQuery, productValidationQueryToRaw, type ProductValidationAnswer } from '@contract/catalog/product-validation';
import type { QuickEditAnswer } from '@contract/catalog/variant.api';
import { parseVariantQuery, variantFilterProblems, variantQueryToRaw } from '@contract/catalog/variant.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { sellerScope } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';
import { jsonText } from '../../lib/json-text';

export function productsRoutes() {
  return new Hono<AppEnv>()
    .get(API.variants, policy.can('catalog.products'), async (c) => {
      const query = parseVariantQuery(c.req.query());
      const fields = variantFilterProblems(query);
      if (fields) throw new ApiFailure('validation', { fields });
      const { caller, companyId } = sellerScope(c);
      return jsonText(c, await c.get('services').marketplaceText(caller, companyId, '/variants', { query: variantQueryToRaw(query) }));
    })
    .post(API.variantsQuickEdit, policy.can('catalog.products'), async (c) => {
      const body = await validBody(c, quickEditSchema);
      const { caller, companyId } = sellerScope(c);
      return c.json(await c.get('services').marketplace<QuickEditAnswer>(caller, companyId, '/variants/quick-edit', { method: 'POST', body }));
    })
    .get(API.productValidation, policy.can('catalog.productValidation'), async (c) => {
      const query = parseProductValidationQuery(c.req.query());
      const { caller, companyId } = sellerScope(c);
      const raw = productValidationQueryToRaw(query);
      return c.json(await c.get('services').marketplace<ProductValidationAnswer>(caller, companyId, '/product-validation', { query: raw }));
    });
}

/** Brands (spec §2 Brands, Add Brand, Edit Brand): the company's own brands, passed through to the marketplace service. */
import { Hono, type Context } from 'hono';
import { API } from '@contract/api/paths';
import { brandQueryToRaw, brandSchema, cleanBrandBody, parseBrandQuery, type BrandAnswer, type BrandListAnswer } from '@contract/catalog/brand.api';
import type { AppEnv } from '../../lib/app-env';
import type { CompanyCallOptions } from '../../lib/services';
import { idParam, sellerScope } from '../../lib/seller-scope';
import { validBody } from '../../lib/validate';
import { policy } from '../../middleware/policy';

const BROWSER_PAGE_SIZE_MAX = 100;

function brandsCall<T>(c: Context<AppEnv>, path: string, options: CompanyCallOptions = {}): Promise<T> {
  const { caller, companyId } = sellerScope(c);
  return c.get('services').marketplace<T>(caller, companyId, path, options);
}

export function brandsRoutes() {
  return new Hono<AppEnv>()
    .get(API.brands, policy.can('catalog.brands'), async (c) => {
      const query = parseBrandQuery(c.req.query(), BROWSER_PAGE_SIZE_MAX);
      return c.json(await brandsCall<BrandListAnswer>(c, '/brands', { query: brandQueryToRaw(query) }));
    })
    .post(API.brands, policy.can('catalog.brands'), async (c) => {
      const body = cleanBrandBody(await validBody(c, brandSchema));
      return c.json(await brandsCall<BrandAnswer>(c, '/brands', { method: 'POST', body }), 201);
    })
    .get(`${API.brands}/:id`, policy.can('catalog.brands'), async (c) => {
      const id = idParam(c.req.param('id'));
      return c.json(await brandsCall<BrandAnswer>(c, `/brands/${id}`));
    })
    .put(`${API.brands}/:id`, policy.can('catalog.brands'), async (c) => {
      const id = idParam(c.req.param('id'));
      const body = cleanBrandBody(await validBody(c, brandSchema));
      return c.json(await brandsCall<BrandAnswer>(c, `/brands/${id}`, { method: 'PUT', body }));
    });
}

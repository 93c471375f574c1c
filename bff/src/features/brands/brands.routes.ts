/** Brands (spec §2 Brands, Add Brand, Edit Brand): the company's own brands, passed through to the marketplace service. */
import type { Context } from 'hono';
import { brandQueryToRaw, cleanBrandBody, type BrandAnswer, type BrandListAnswer } from '@contract/catalog/brand.api';
import { BRAND_ROUTES } from '@contract/catalog/brand.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';
import type { CompanyCallOptions } from '../../lib/services';
import { sellerScope } from '../../lib/seller-scope';

function brandsCall<T>(c: Context<AppEnv>, path: string, options: CompanyCallOptions = {}): Promise<T> {
  const { caller, companyId } = sellerScope(c);
  return c.get('services').marketplace<T>(caller, companyId, path, options);
}

export function brandsRoutes() {
  return apiRoutes(
    serve(BRAND_ROUTES.list, (c, { query }) => brandsCall<BrandListAnswer>(c, '/brands', { query: brandQueryToRaw(query) })),
    serve(BRAND_ROUTES.add, (c, { body }) => brandsCall<BrandAnswer>(c, '/brands', { method: 'POST', body: cleanBrandBody(body) })),
    serve(BRAND_ROUTES.detail, (c, { params }) => brandsCall<BrandAnswer>(c, `/brands/${params.id}`)),
    serve(BRAND_ROUTES.edit, (c, { params, body }) => brandsCall<BrandAnswer>(c, `/brands/${params.id}`, { method: 'PUT', body: cleanBrandBody(body) })),
  );
}

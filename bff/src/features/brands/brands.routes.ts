/** Brands (spec §2 Brands, Add Brand, Edit Brand): the company's own brands, passed through to the marketplace service. */
import { cleanBrandBody } from '@contract/catalog/brand.api';
import { BRAND_ROUTES } from '@contract/catalog/brand.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { sellerScope } from '../../lib/seller-scope';

export function brandsRoutes() {
  return apiRoutes(
    serve(BRAND_ROUTES.list, (c, { query }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(TAXONOMY.listBrands, caller, { params: { companyId }, query });
    }),
    serve(BRAND_ROUTES.add, (c, { body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(TAXONOMY.addBrand, caller, { params: { companyId }, body: cleanBrandBody(body) });
    }),
    serve(BRAND_ROUTES.detail, (c, { params }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(TAXONOMY.getBrand, caller, { params: { companyId, brandId: params.id } });
    }),
    serve(BRAND_ROUTES.edit, (c, { params, body }) => {
      const { caller, companyId } = sellerScope(c);
      return c.get('services').call(TAXONOMY.editBrand, caller, { params: { companyId, brandId: params.id }, body: cleanBrandBody(body) });
    }),
  );
}

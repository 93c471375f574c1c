/** Brands (spec §2 Brands, Add Brand, Edit Brand): the company's own brands, passed through to the marketplace service. */
import { cleanBrandBody } from '@contract/catalog/brand.api';
import { BRAND_ROUTES } from '@contract/catalog/brand.routes';
import { CATALOG_TAXONOMY_ROUTES as TAXONOMY } from '@contract/downstream/catalog-taxonomy.routes';
import { apiRoutes } from '../../lib/api-route';
import { forward, idAs } from '../../lib/forward';

export function brandsRoutes() {
  return apiRoutes(
    forward(BRAND_ROUTES.list, TAXONOMY.listBrands),
    forward(BRAND_ROUTES.add, TAXONOMY.addBrand, { body: cleanBrandBody }),
    forward(BRAND_ROUTES.detail, TAXONOMY.getBrand, { params: idAs('brandId') }),
    forward(BRAND_ROUTES.edit, TAXONOMY.editBrand, { params: idAs('brandId'), body: cleanBrandBody }),
  );
}

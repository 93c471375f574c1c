/** The marketplace service's variant list, bulk quick edit and product validation (refusal type in catalog-variants.ts). */
import { answer, policy, route } from '../api/route-def';
import { parseProductValidationQuery, productValidationQueryToRaw, type ProductValidationAnswer } from '../catalog/product-validation';
import { quickEditSchema } from '../catalog/catalog.schemas';
import type { QuickEditAnswer, VariantListAnswer } from '../catalog/variant.api';
import { parseVariantQuery, variantFilterProblems, variantQueryToRaw } from '../catalog/variant.query';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId';

export const CATALOG_VARIANT_ROUTES = serviceRoutes('marketplace', {
  listVariants: route.get(`${BASE}/variants`, {
    query: serviceListQuery(parseVariantQuery, variantQueryToRaw, variantFilterProblems),
    answer: answer<VariantListAnswer>(),
    policy: token,
  }),
  /** All rows or none: a refusal is a QuickEditRefusal. */
  quickEdit: route.post(`${BASE}/variants/quick-edit`, { body: quickEditSchema, answer: answer<QuickEditAnswer>(), policy: token }),
  productValidation: route.get(`${BASE}/product-validation`, {
    query: serviceListQuery(parseProductValidationQuery, productValidationQueryToRaw),
    answer: answer<ProductValidationAnswer>(),
    policy: token,
  }),
});

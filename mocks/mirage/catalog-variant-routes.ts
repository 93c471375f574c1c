/** The BFF's All Products (quick edit) and Product Validation API over the world's catalogue operations. */
import { API } from '@contract/api/paths';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { quickEditSchema } from '@contract/catalog/catalog.schemas';
import { parseProductValidationQuery, type ProductValidationAnswer } from '@contract/catalog/product-validation';
import { quickEditField } from '@contract/catalog/variant.api';
import { parseVariantQuery, variantFilterProblems } from '@contract/catalog/variant.query';
import { listProductValidation } from '@mocks/world/catalog/product-validation';
import { quickEditVariants } from '@mocks/world/catalog/quick-edit';
import { emptyVariantList, listVariants } from '@mocks/world/catalog/variant-list';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json } from './respond';
import { isResponse, rawQueryOf, sellerScope } from './seller-scope';

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

export const CATALOG_VARIANT_ROUTES: readonly MockRoute[] = [
  route('get', API.variants, (request, context) => {
    const scope = sellerScope(context, 'catalog.products');
    if (isResponse(scope)) return scope;
    const query = parseVariantQuery(rawQueryOf(request));
    const problems = variantFilterProblems(query);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') return json(200, emptyVariantList(query));
    return json(200, listVariants(context.world, scope.companyId, query, context.now()));
  }),
  route('post', API.variantsQuickEdit, (request, context) => {
    const scope = sellerScope(context, 'catalog.products');
    if (isResponse(scope)) return scope;
    // Like the BFF: the shared schema first, then the service's own checks (all rows or none).
    const body = bodyOf(request);
    const problems = fieldErrors(quickEditSchema, body);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') {
      const { variants } = quickEditSchema.cast(body, { stripUnknown: true });
      return failure('validation', Object.fromEntries(variants.map((_row, at) => [quickEditField(at, 'id'), 'validation.variantUnknown'])));
    }
    const result = quickEditVariants(context.world, scope.companyId, body, context.now());
    if (result === undefined) return failure('notFound');
    return 'code' in result ? failure(result.code, result.fields) : json(200, result);
  }),
  route('get', API.productValidation, (request, context) => {
    const scope = sellerScope(context, 'catalog.productValidation');
    if (isResponse(scope)) return scope;
    const query = parseProductValidationQuery(rawQueryOf(request));
    if (context.scenario === 'empty') {
      return json(200, { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: {}, checked: 0 } satisfies ProductValidationAnswer);
    }
    return json(200, listProductValidation(context.world, scope.companyId, query));
  }),
];

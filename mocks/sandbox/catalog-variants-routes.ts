/**
 * The marketplace service's variant list, bulk quick edit and product validation (contract/downstream/catalog-variants.ts)
 * under /v1/companies/:companyId, over the world's catalogue operations. The company comes from the path and must be
 * the token's; a refused bulk save answers 400 `{ error: 'validation', fields }` with every failing row.
 */
import { ERROR_MESSAGES } from '@contract/errors';
import { parseProductValidationQuery } from '@contract/catalog/product-validation';
import { parseVariantQuery, variantFilterProblems } from '@contract/catalog/variant.query';
import type { QuickEditRefusal } from '@contract/downstream/catalog-variants';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import { listProductValidation } from '@mocks/world/catalog/product-validation';
import { quickEditVariants } from '@mocks/world/catalog/quick-edit';
import { listVariants } from '@mocks/world/catalog/variant-list';
import type { World } from '@mocks/world/world';
import { companyOf } from './orders-routes';
import { fail, jsonBody } from './responses';
import type { ServiceApp } from './service-app';

const BASE = '/v1/companies/:companyId';

export function mountCatalogVariantRoutes(app: ServiceApp, world: World, now: () => number): void {
  app.get(`${BASE}/variants`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const query = parseVariantQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX);
    const problems = variantFilterProblems(query);
    if (problems) return fail(c, 400, 'bad_request', `Invalid filters: ${Object.keys(problems).join(', ')}.`);
    return c.json(listVariants(world, companyId, query, now()));
  });

  app.post(`${BASE}/variants/quick-edit`, async (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    const result = quickEditVariants(world, companyId, await jsonBody(c), now());
    if (result === undefined) return fail(c, 404, 'not_found', 'This company has no catalogue.');
    if ('code' in result) return c.json<QuickEditRefusal>({ error: 'validation', message: ERROR_MESSAGES.validation, fields: result.fields ?? {} }, 400);
    return c.json(result);
  });

  app.get(`${BASE}/product-validation`, (c) => {
    const companyId = companyOf(c, world);
    if (companyId instanceof Response) return companyId;
    return c.json(listProductValidation(world, companyId, parseProductValidationQuery(c.req.query(), SERVICE_PAGE_SIZE_MAX)));
  });
}

/** Validation-queue pages and the company list for the props stories, from the seeded world the sandbox serves (as its routes). */
import {
  parseAdminValidationQuery,
  type AdminValidationAnswer,
  type AdminValidationQuery,
  type ValidationCompaniesAnswer,
} from '@contract/admin-products/admin-validation';
import type { RawQuery } from '@contract/lists/list-query';
import { listValidationQueue, validationCompanies } from '@mocks/world/catalog/admin-products-validation';
import { createWorld } from '@mocks/world/world';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

/** One company by default: the props stories stay quick (the whole run generates every company's catalogue). */
export const validationQuery = (raw: RawQuery = {}): AdminValidationQuery => parseAdminValidationQuery({ companyId: '1002', ...raw });

/** GET /api/admin/product-validation as the BFF answers it. */
export const validationPage = (query: AdminValidationQuery): AdminValidationAnswer => listValidationQueue(world, query);

export const noValidationRows = (query: AdminValidationQuery): AdminValidationAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: {},
});

export const companiesState = (
  data: ValidationCompaniesAnswer | null = validationCompanies(world),
  overrides: Partial<DetailState<ValidationCompaniesAnswer>> = {},
): DetailState<ValidationCompaniesAnswer> => ({ status: data ? 'ready' : 'loading', id: 0, data, error: null, command: null, ...overrides });

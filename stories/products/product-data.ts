/**
 * Variants and product-validation results for the page stories, read from the same seeded world the sandbox serves with the
 * same world operations its routes call (listVariants, listProductValidation): what a story shows is what the app gets.
 */
import { parseProductValidationQuery, type ProductValidationAnswer, type ProductValidationQuery } from '@contract/catalog/product-validation';
import type { VariantListAnswer, VariantRow } from '@contract/catalog/variant.api';
import { parseVariantQuery, type VariantListQuery } from '@contract/catalog/variant.query';
import type { RawQuery } from '@contract/lists/list-query';
import type { RowEditState } from '@web/lib/resources/row-edit-resource';
import { listProductValidation } from '@mocks/world/catalog/product-validation';
import { emptyVariantList, listVariants } from '@mocks/world/catalog/variant-list';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';
import { fieldText } from '@web/features/products/quick-edit-values';

const world = createWorld({ now: STORY_NOW });

export const variantQuery = (raw: RawQuery = {}): VariantListQuery => parseVariantQuery(raw);

/** GET /api/variants as the BFF answers it for Ayşe's company. */
export function variantsPage(query: VariantListQuery): VariantListAnswer {
  return listVariants(world, SELLER_COMPANY_ID, query, STORY_NOW);
}

export const noVariants = (query: VariantListQuery): VariantListAnswer => emptyVariantList(query);

export const validationQuery = (raw: RawQuery = {}): ProductValidationQuery => parseProductValidationQuery(raw);

export function validationPage(query: ProductValidationQuery): ProductValidationAnswer {
  return listProductValidation(world, SELLER_COMPANY_ID, query);
}

export const noFailingProducts = (query: ProductValidationQuery): ProductValidationAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: {},
  checked: validationPage(query).checked,
});

export const NO_EDITS: RowEditState = { drafts: {}, serverProblems: {}, status: 'idle', error: null };

const baseOf = (row: VariantRow) => ({
  price: fieldText(row, 'price'),
  retailPrice: fieldText(row, 'retailPrice'),
  stock: fieldText(row, 'stock'),
  status: row.status,
});

/** Edits as the store keeps them: each row with the typed values given. */
export function editsOf(rows: readonly (readonly [VariantRow, Record<string, string>])[], extra: Partial<RowEditState> = {}): RowEditState {
  return { ...NO_EDITS, drafts: Object.fromEntries(rows.map(([row, values]) => [String(row.id), { base: baseOf(row), values }])), ...extra };
}

/**
 * The staff category screens' samples, read from the seeded world with the operations the sandbox's staff routes
 * call: the tree, a page of the list (with a company's blocks), a parent with sub-categories to delete, and the
 * attributes with one that has values.
 */
import { parseAdminCategoryQuery, type AdminCategoryListAnswer, type AdminCategoryListQuery } from '@contract/admin-taxonomy/admin-category.query';
import { CATEGORY_TABS } from '@contract/catalog/category.query';
import type { CategoryNode, CategoryTreeAnswer } from '@contract/catalog/category.api';
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import type { AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import { ATTRIBUTE_TABS, parseAttributeQuery, type AttributeListAnswer, type AttributeListQuery } from '@contract/admin-taxonomy/admin-attribute.query';
import { getAdminAttribute, listAdminAttributes } from '@mocks/world/catalog/admin-taxonomy-attributes';
import { listAdminCategories } from '@mocks/world/catalog/admin-taxonomy-categories';
import { categoryTree } from '@mocks/world/catalog/taxonomy-lists';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const COMPANY_ID = SELLER_COMPANY_ID;
export const adminCategoryQuery = (raw: RawQuery = {}): AdminCategoryListQuery => parseAdminCategoryQuery(raw);
export const adminCategoriesPage = (query: AdminCategoryListQuery): AdminCategoryListAnswer => listAdminCategories(world, query);
export const noAdminCategories = (query: AdminCategoryListQuery): AdminCategoryListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(CATEGORY_TABS),
});

export const TREE: CategoryTreeAnswer = categoryTree(world);

const childCount = (node: CategoryNode) => TREE.nodes.filter((candidate) => candidate.parentId === node.id).length;
/** A parent with more sub-categories than the delete's preview names (its sample and "…and N more"). */
export const PARENT: CategoryNode = TREE.nodes.find((node) => childCount(node) > 5)!;
/** A category with nothing under it. */
export const LEAF: CategoryNode = TREE.nodes.find((node) => node.isLeaf && node.status === 'active')!;
/** A category the company is blocked from. */
export const BLOCKED_ID: number = catalogOf(world, COMPANY_ID)!.restricted[0]!.categoryId;

export const attributeQuery = (raw: RawQuery = {}): AttributeListQuery => parseAttributeQuery(raw);
export const attributesPage = (query: AttributeListQuery): AttributeListAnswer => listAdminAttributes(world, query);
export const noAttributes = (query: AttributeListQuery): AttributeListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(ATTRIBUTE_TABS),
});
/** A list attribute with several values (Colour). */
export const ATTRIBUTE: AttributeDetail = listAdminAttributes(world, parseAttributeQuery({ type: 'list', pageSize: '100' }))
  .items.map((row) => getAdminAttribute(world, row.id)!)
  .find((detail) => detail.values.length > 3)!;

/**
 * What the BFF writes a product/variant template from (spec §2 "category template download; filter by marketplace
 * category name or ID"): one category's attributes with the company's brands and tax classes, and the categories a
 * marketplace category's name or ID leads to through the crossings.
 */
import { textMatches } from '@contract/text-search';
import type { ImportTemplateAnswer } from '@contract/downstream/catalog-imports';
import type { TemplateCategory, TemplateCategoryQuery } from '@contract/imports/import.api';
import type { World } from '../world';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { catalogOf } from '../catalog/catalog-access';
import { attributeDefinitions, TAX_CLASSES } from '../catalog/product-detail';
import { refusal, type Refusal } from '../refusal';
import { taxonomyOf } from '../catalog/taxonomy';
import { ownNames } from '@contract/catalog/category.rules';
import { importBlocked } from './import-book';

export const TEMPLATE_CATEGORY_LIMIT = 50;
export const TEMPLATE_SEARCH_MIN = 3;

/** The tax classes a product may take: the standard ones and any the company's products already carry. */
export function companyTaxClasses(catalog: CompanyCatalog): string[] {
  const used = new Set(catalog.products.filter((product) => !product.deletedAt).map((product) => product.taxClass));
  return [...new Set([...used, ...TAX_CLASSES])].sort((a, b) => a.localeCompare(b, 'en'));
}

export function templateOf(world: World, companyId: number, categoryId: number): ImportTemplateAnswer | Refusal | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const blocked = importBlocked(world, companyId);
  if (blocked) return blocked;
  const taxonomy = taxonomyOf(world);
  const category = taxonomy.categories.find((candidate) => candidate.id === categoryId && candidate.isLeaf && candidate.status === 'active');
  if (!category) return refusal('categoryNotFound');
  if (catalog.restricted.some((row) => row.categoryId === categoryId)) return refusal('categoryRestricted');
  return {
    category: { id: category.id, name: category.name, path: category.path.en, tr: { path: category.path.tr } },
    attributes: attributeDefinitions(taxonomy, category.id).map(({ name, mandatory, type, values }) => ({
      name: name.en,
      mandatory,
      type,
      values: values.map((value) => value.name.en),
      tr: { name: name.tr, values: values.map((value) => value.name.tr) },
    })),
    brands: catalog.brands
      .filter((brand) => brand.status === 'active')
      .map((brand) => brand.name)
      .sort((a, b) => a.localeCompare(b, 'tr')),
    taxClasses: companyTaxClasses(catalog),
  };
}

/**
 * Our active leaves crossed (now) to a marketplace category whose ID is `search`, or whose name holds it (at least
 * 3 characters, case and accents aside); on one marketplace when given. By marketplace, then path; at most 50.
 */
export function templateCategories(world: World, { search, marketplace }: TemplateCategoryQuery): TemplateCategory[] {
  const needle = search?.trim() ?? '';
  if (!needle) return [];
  const byName = needle.length >= TEMPLATE_SEARCH_MIN;
  const taxonomy = taxonomyOf(world);
  const order = new Map(world.marketplaces.map((entry, at) => [entry.code, at]));
  const found: TemplateCategory[] = [];
  for (const category of taxonomy.categories) {
    if (!category.isLeaf || category.status !== 'active') continue;
    for (const crossing of category.crossings) {
      if (crossing.status !== 'crossed' || (marketplace && crossing.marketplace !== marketplace)) continue;
      if (crossing.remoteCategoryId !== needle && !(byName && textMatches(needle, crossing.remoteCategoryName))) continue;
      found.push({
        categoryId: category.id,
        name: ownNames(category),
        path: category.path,
        marketplace: crossing.marketplace,
        marketplaceCategoryId: crossing.remoteCategoryId,
        marketplaceCategoryName: crossing.remoteCategoryName,
        mandatoryAttributes: attributeDefinitions(taxonomy, category.id)
          .filter((definition) => definition.mandatory)
          .map((definition) => definition.name),
      });
    }
  }
  found.sort(
    (a, b) => (order.get(a.marketplace) ?? 0) - (order.get(b.marketplace) ?? 0) || a.path.en.localeCompare(b.path.en, 'en') || a.categoryId - b.categoryId,
  );
  return found.slice(0, TEMPLATE_CATEGORY_LIMIT);
}

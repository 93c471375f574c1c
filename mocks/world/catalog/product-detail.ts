/**
 * Product edit as the marketplace service answers it (contract/catalog/product.api.ts): the product, its variants as of
 * now, the category's attribute definitions, the Basic tab's choices and the company's marketplaces.
 */
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { AttributeDefinition, CategoryChoice, ProductEditAnswer, ProductSummaryListAnswer } from '@contract/catalog/product.api';
import type { World } from '../world';
import type { CompanyCatalog, Taxonomy } from './catalog-book';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';
import { variantView } from './variant-view';

/** Tax classes a product can have (Turkish VAT rates and the zero rate for exports). */
export const TAX_CLASSES = ['VAT 20%', 'VAT 10%', 'VAT 1%', 'VAT 0%'] as const;

export interface FoundProduct {
  catalog: CompanyCatalog;
  product: Product;
}

/** The company's product, deleted or not; undefined for another company's or an unknown id. */
export function productInCatalog(world: World, companyId: number, productId: number): FoundProduct | undefined {
  const catalog = catalogOf(world, companyId);
  const product = catalog?.products.find((candidate) => candidate.id === productId);
  return catalog && product ? { catalog, product } : undefined;
}

export function variantsOfProduct(catalog: CompanyCatalog, productId: number): Variant[] {
  return catalog.variants.filter((variant) => variant.productId === productId);
}

export function attributeDefinitions(taxonomy: Taxonomy, categoryId: number): AttributeDefinition[] {
  const category = taxonomy.categories.find((candidate) => candidate.id === categoryId);
  return (category?.attributes ?? []).flatMap(({ attributeId, mandatory }) => {
    const attribute = taxonomy.attributes.find((candidate) => candidate.id === attributeId);
    if (!attribute) return [];
    return [
      {
        attributeId,
        name: { ...attribute.name },
        type: attribute.type,
        mandatory,
        values: attribute.values.map((value) => ({ id: value.id, name: { ...value.name } })),
      },
    ];
  });
}

/** Leaf categories that are active and not restricted for the company. */
export function categoryChoices(taxonomy: Taxonomy, catalog: CompanyCatalog): CategoryChoice[] {
  const restricted = new Set(catalog.restricted.map((row) => row.categoryId));
  return taxonomy.categories
    .filter((category) => category.isLeaf && category.status === 'active' && !restricted.has(category.id))
    .map((category) => ({ id: category.id, name: category.name, path: { ...category.path } }))
    .sort((a, b) => a.path.en.localeCompare(b.path.en));
}

export function productEditOf(world: World, { catalog, product }: FoundProduct, now: number): ProductEditAnswer {
  const taxonomy = taxonomyOf(world);
  const variants = product.deletedAt ? [] : variantsOfProduct(catalog, product.id).map((variant) => variantView(world, catalog.companyId, variant, now));
  return {
    product: structuredClone(product),
    variants,
    attributes: attributeDefinitions(taxonomy, product.categoryId),
    choices: {
      brands: catalog.brands.filter((brand) => brand.status === 'active').map((brand) => ({ id: brand.id, name: brand.name })),
      categories: categoryChoices(taxonomy, catalog),
      taxClasses: [...TAX_CLASSES],
    },
    marketplaces: catalog.settings.map(({ marketplace, enabled, rate }) => ({ marketplace, enabled, rate })),
  };
}

export function getProductEdit(world: World, companyId: number, productId: number, now: number): ProductEditAnswer | undefined {
  const found = productInCatalog(world, companyId, productId);
  return found && productEditOf(world, found, now);
}

/** The company's products among `ids` (live and deleted), in the order asked; another company's ids are left out. */
export function lookupProducts(world: World, companyId: number, ids: readonly number[]): ProductSummaryListAnswer | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const wanted = new Set(ids);
  const counts = new Map<number, number>();
  for (const variant of [...catalog.variants, ...catalog.deletedVariants]) {
    if (wanted.has(variant.productId)) counts.set(variant.productId, (counts.get(variant.productId) ?? 0) + 1);
  }
  const byId = new Map(catalog.products.filter((product) => wanted.has(product.id)).map((product) => [product.id, product]));
  return {
    items: ids.flatMap((id) => {
      const product = byId.get(id);
      return product
        ? [{ id, name: product.name, spu: product.spu, status: product.status, variantCount: counts.get(id) ?? 0, deletedAt: product.deletedAt }]
        : [];
    }),
  };
}

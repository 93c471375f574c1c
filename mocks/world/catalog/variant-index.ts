/**
 * Lookup indexes over a company's catalogue for the variant list and the quick edit, built lazily and kept beside it
 * (not in the JSON-safe world): product by id, variant position by id, the filter bar's brands and categories, and sort
 * permutations. Rebuilt whenever `CompanyCatalog.version` moves, so a write anywhere in the catalogue is seen at once.
 */
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { CatalogChoice, CategoryFilterChoice } from '@contract/catalog/variant.api';
import type { LocalizedName } from '@contract/localized-name';
import { variantSearchText, type VariantSortField } from '@contract/catalog/variant.query';
import type { CompanyCatalog } from './catalog-book';

export interface VariantIndex {
  version: number;
  productById: Map<number, Product>;
  variantAt: Map<number, number>;
  /** Variants of deleted products, by id (a quick edit of one is refused as such). */
  deletedVariantIds: Set<number>;
  choices: { brands: CatalogChoice[]; categories: CategoryFilterChoice[] };
  sorts: Map<VariantSortField, Int32Array>;
  /** variantSearchText per variant position, made on the first name search. */
  searchTexts: string[] | null;
}

const indexes = new WeakMap<CompanyCatalog, VariantIndex>();

function choicesOf(products: readonly Product[]): VariantIndex['choices'] {
  const brands = new Map<number, string>();
  const categories = new Map<number, LocalizedName>();
  for (const product of products) {
    if (product.deletedAt) continue;
    brands.set(product.brandId, product.brandName);
    categories.set(product.categoryId, product.categoryName);
  }
  const byName = (a: string, b: string) => a.localeCompare(b, 'tr');
  return {
    brands: [...brands].map(([id, name]) => ({ id, name })).sort((a, b) => byName(a.name, b.name) || a.id - b.id),
    categories: [...categories].map(([id, name]) => ({ id, name: { ...name } })).sort((a, b) => byName(a.name.en, b.name.en) || a.id - b.id),
  };
}

function build(catalog: CompanyCatalog): VariantIndex {
  const productById = new Map(catalog.products.map((product) => [product.id, product]));
  const variantAt = new Map<number, number>();
  catalog.variants.forEach((variant, at) => variantAt.set(variant.id, at));
  return {
    version: catalog.version,
    productById,
    variantAt,
    deletedVariantIds: new Set(catalog.deletedVariants.map((variant) => variant.id)),
    choices: choicesOf(catalog.products),
    sorts: new Map(),
    searchTexts: null,
  };
}

export function variantIndex(catalog: CompanyCatalog): VariantIndex {
  const current = indexes.get(catalog);
  if (current && current.version === catalog.version && current.variantAt.size === catalog.variants.length) return current;
  const fresh = build(catalog);
  indexes.set(catalog, fresh);
  return fresh;
}

const SORT_KEYS: Record<Exclude<VariantSortField, 'id'>, (variant: Variant) => string | number> = {
  productId: (variant) => variant.productId,
  name: (variant) => variant.name.toLocaleLowerCase('tr'),
  sku: (variant) => variant.sku,
  price: (variant) => variant.price,
  retailPrice: (variant) => variant.retailPrice,
  stock: (variant) => variant.stock,
};

/** Variant positions in ascending (field, id) order; the catalogue keeps variants by ascending id already. */
export function sortPermutation(catalog: CompanyCatalog, index: VariantIndex, field: VariantSortField): Int32Array {
  const cached = index.sorts.get(field);
  if (cached && cached.length === catalog.variants.length) return cached;
  const { variants } = catalog;
  let permutation: Int32Array;
  if (field === 'id') {
    permutation = Int32Array.from({ length: variants.length }, (_unused, at) => at);
  } else {
    const keys = variants.map(SORT_KEYS[field]);
    const positions = Array.from({ length: variants.length }, (_unused, at) => at);
    positions.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : variants[a]!.id - variants[b]!.id));
    permutation = Int32Array.from(positions);
  }
  index.sorts.set(field, permutation);
  return permutation;
}

/** Every variant's search text by position (the product's name of a deleted product is never asked for). */
export function searchTexts(catalog: CompanyCatalog, index: VariantIndex): string[] {
  index.searchTexts ??= catalog.variants.map((variant) => {
    const product = index.productById.get(variant.productId);
    return product ? variantSearchText(variant, product) : '';
  });
  return index.searchTexts;
}

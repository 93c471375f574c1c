/**
 * Seller Product Validation over a company's catalogue: each live product checked with the contract's productProblems
 * (the catalogue schemas and its category's mandatory attributes). The result is kept beside the catalogue until the
 * catalogue or the taxonomy changes, so paging through it does not check 50,000 variants again; after a change only the
 * products whose checked fields changed are checked again.
 */
import type { Product, Variant } from '@contract/catalog/catalog.types';
import {
  productProblems,
  type ProductValidationAnswer,
  type ProductValidationQuery,
  type ProductValidationRow,
  type ValidationProblem,
} from '@contract/catalog/product-validation';
import { paginate } from '@contract/lists/list-query';
import type { World } from '../world';
import type { CompanyCatalog, Taxonomy } from './catalog-book';
import { catalogOf } from './catalog-access';
import { taxonomyOf } from './taxonomy';

interface Kept {
  fingerprint: string;
  row: ProductValidationRow | null;
}

interface Checked {
  catalogVersion: number;
  taxonomyVersion: number;
  rows: ProductValidationRow[];
  checked: number;
  /** Each product's answer with a fingerprint of what the rules read: only products that changed are checked again. */
  byProduct: Map<number, Kept>;
}

const results = new WeakMap<CompanyCatalog, Checked>();

/** Everything the catalogue rules read of a product and its variants, as one string. */
function fingerprintOf(product: Product, variants: readonly Variant[]): string {
  const { name, description, spu, categoryId, categoryName, brandId, brandName, guaranteeMonths, taxClass, fulfillmentDay, status, translations } = product;
  return JSON.stringify([
    name,
    description,
    spu,
    categoryId,
    categoryName,
    brandId,
    brandName,
    guaranteeMonths,
    taxClass,
    fulfillmentDay,
    status,
    translations,
    variants.map((variant) => [
      variant.id,
      variant.name,
      variant.sku,
      variant.extraSku,
      variant.price,
      variant.retailPrice,
      variant.stock,
      variant.barcode,
      variant.hsCode,
      variant.countryOfOrigin,
      variant.gtin,
      variant.description,
      variant.status,
      variant.deci,
      variant.weightGrams,
      variant.heightMm,
      variant.widthMm,
      variant.lengthMm,
      variant.attributes,
      variant.translations,
    ]),
  ]);
}

function check(catalog: CompanyCatalog, taxonomy: Taxonomy, previous: Checked | undefined): Checked {
  const known = previous?.taxonomyVersion === taxonomy.version ? previous.byProduct : new Map<number, Kept>();
  const categories = new Map(taxonomy.categories.map((category) => [category.id, category]));
  const attributes = new Map(taxonomy.attributes.map((attribute) => [attribute.id, attribute]));
  const variantsOf = new Map<number, Variant[]>();
  for (const variant of catalog.variants) {
    const list = variantsOf.get(variant.productId);
    if (list) list.push(variant);
    else variantsOf.set(variant.productId, [variant]);
  }
  const byProduct = new Map<number, Kept>();
  const rows: ProductValidationRow[] = [];
  let checked = 0;
  for (let at = catalog.products.length - 1; at >= 0; at -= 1) {
    const product = catalog.products[at]!;
    if (product.deletedAt) continue;
    checked += 1;
    const variants = variantsOf.get(product.id) ?? [];
    const fingerprint = fingerprintOf(product, variants);
    const kept = known.get(product.id);
    const row =
      kept?.fingerprint === fingerprint
        ? kept.row
        : rowOf(product, variants, productProblems(product, variants, categories.get(product.categoryId), attributes));
    byProduct.set(product.id, { fingerprint, row });
    if (row) rows.push(row);
  }
  return { catalogVersion: catalog.version, taxonomyVersion: taxonomy.version, rows, checked, byProduct };
}

function rowOf(product: Product, variants: readonly Variant[], problems: ValidationProblem[]): ProductValidationRow | null {
  if (problems.length === 0) return null;
  return {
    productId: product.id,
    productName: product.name,
    spu: product.spu,
    categoryName: product.categoryName,
    brandName: product.brandName,
    variantCount: variants.length,
    problems,
  };
}

/** The company's failing products, newest first, a page at a time. */
export function listProductValidation(world: World, companyId: number, query: ProductValidationQuery): ProductValidationAnswer {
  const catalog = catalogOf(world, companyId);
  const empty: ProductValidationAnswer = { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: {}, checked: 0 };
  if (!catalog) return empty;
  const taxonomy = taxonomyOf(world);
  let result = results.get(catalog);
  if (!result || result.catalogVersion !== catalog.version || result.taxonomyVersion !== taxonomy.version) {
    result = check(catalog, taxonomy, result);
    results.set(catalog, result);
  }
  return { ...empty, items: paginate(result.rows, query.page, query.pageSize), total: result.rows.length, checked: result.checked };
}

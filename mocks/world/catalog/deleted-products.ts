/** Deleted Products (spec §2): the company's deleted products with the variants they had, as a list and one by one. */
import { compareBy, paginate } from '@contract/lists/list-query';
import {
  deletedProductMatches,
  deletedProductSortValue,
  toDeletedProductRow,
  type DeletedProductListAnswer,
  type DeletedProductListQuery,
} from '@contract/catalog/deleted-product.query';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { catalogOf } from './catalog-access';
import { productInCatalog } from './product-detail';
import { variantView } from './variant-view';

function deletedVariantsByProduct(catalog: CompanyCatalog): Map<number, CompanyCatalog['deletedVariants']> {
  const byProduct = new Map<number, CompanyCatalog['deletedVariants']>();
  for (const variant of catalog.deletedVariants) {
    const list = byProduct.get(variant.productId) ?? [];
    list.push(variant);
    byProduct.set(variant.productId, list);
  }
  return byProduct;
}

export function listDeletedProducts(world: World, companyId: number, query: DeletedProductListQuery): DeletedProductListAnswer | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const variants = deletedVariantsByProduct(catalog);
  const rows = catalog.products
    .filter((product) => product.deletedAt)
    .map((product) => toDeletedProductRow(product, variants.get(product.id) ?? []))
    .filter((row) => deletedProductMatches(row, query));
  const value = deletedProductSortValue[query.sort.field];
  rows.sort((a, b) => compareBy(value, query.sort.direction)(a, b) || b.id - a.id);
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts: {} };
}

/** A deleted product of the company; a live one is not found here (it has its Product edit). */
export function getDeletedProduct(world: World, companyId: number, productId: number, now: number): DeletedProductAnswer | undefined {
  const found = productInCatalog(world, companyId, productId);
  if (!found?.product.deletedAt) return undefined;
  const variants = found.catalog.deletedVariants
    .filter((variant) => variant.productId === productId)
    .map((variant) => variantView(world, companyId, variant, now));
  return { product: structuredClone(found.product), variants };
}

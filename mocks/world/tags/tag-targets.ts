/** The products and companies tags are put on, as the tag screens show them, across companies. */
import type { TagKind, TagTarget } from '@contract/admin-tags/tag.types';
import { paginate } from '@contract/lists/list-query';
import { productSearchReady, tagTargetMatches, type TagTargetQuery } from '@contract/admin-tags/tag.query';
import type { TagTargetListAnswer } from '@contract/admin-tags/tag.api';
import { wholeId } from '@contract/lists/whole-id';
import type { Product } from '@contract/catalog/catalog.types';
import { catalogOf } from '../catalog/catalog-access';
import { findCompany } from '../lookups';
import type { World } from '../world';
import { companyOfProduct, tagBookOf } from './tag-book';

/** The live product (not deleted) with this id, in any company. */
export function liveProduct(world: World, productId: number): Product | undefined {
  const product = catalogOf(world, companyOfProduct(productId))?.products.find((candidate) => candidate.id === productId);
  return product && product.deletedAt === null ? product : undefined;
}

/** The live product one of whose variants has this SKU, in the company. */
export function productBySku(world: World, companyId: number, sku: string): Product | undefined {
  const catalog = catalogOf(world, companyId);
  const variant = catalog?.variants.find((candidate) => candidate.sku === sku);
  return variant ? liveProduct(world, variant.productId) : undefined;
}

function firstSkus(world: World, companyId: number): Map<number, string> {
  const skus = new Map<number, string>();
  for (const variant of catalogOf(world, companyId)?.variants ?? []) if (!skus.has(variant.productId)) skus.set(variant.productId, variant.sku);
  return skus;
}

export function productTarget(world: World, product: Product, sku: string | null = firstSkus(world, product.companyId).get(product.id) ?? null): TagTarget {
  return {
    kind: 'product',
    id: product.id,
    companyId: product.companyId,
    companyName: findCompany(world, product.companyId)?.name ?? '',
    name: product.name,
    sku,
    tagIds: [...(tagBookOf(world).productTags[product.id] ?? [])],
  };
}

export function companyTarget(world: World, companyId: number): TagTarget | undefined {
  const company = findCompany(world, companyId);
  if (!company) return undefined;
  const tagIds = [...(tagBookOf(world).companyTags[companyId] ?? [])];
  return { kind: 'company', id: company.id, companyId: company.id, companyName: company.name, name: company.name, sku: null, tagIds };
}

export function targetOf(world: World, kind: TagKind, id: number): TagTarget | undefined {
  if (kind === 'company') return companyTarget(world, id);
  const product = liveProduct(world, id);
  return product && productTarget(world, product);
}

function productTargets(world: World, query: TagTargetQuery): TagTarget[] {
  if (!productSearchReady(query)) return [];
  const byId = wholeId(query.q);
  if (query.companyId === undefined && byId !== null) {
    const product = liveProduct(world, byId);
    return product ? [productTarget(world, product)] : [];
  }
  const companyId = query.companyId!;
  const skus = firstSkus(world, companyId);
  const live = (catalogOf(world, companyId)?.products ?? []).filter((product) => product.deletedAt === null);
  const all = live.map((product) => productTarget(world, product, skus.get(product.id) ?? null));
  const bySku = query.q ? new Set((catalogOf(world, companyId)?.variants ?? []).filter((v) => v.sku === query.q).map((v) => v.productId)) : new Set<number>();
  return all.filter((target) => bySku.has(target.id) || tagTargetMatches(target, query));
}

const companyTargets = (world: World, query: TagTargetQuery): TagTarget[] =>
  world.companies.flatMap((company) => companyTarget(world, company.id) ?? []).filter((target) => tagTargetMatches(target, query));

/** One page of the products or companies the query finds (products: in a company, or by id in any), and both tabs' counts. */
export function listTagTargets(world: World, query: TagTargetQuery): TagTargetListAnswer {
  const products = productTargets(world, query);
  const companies = companyTargets(world, query);
  const found = query.tab === 'product' ? products : companies;
  const tabCounts = { product: products.length, company: companies.length };
  return { items: paginate(found, query.page, query.pageSize), total: found.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

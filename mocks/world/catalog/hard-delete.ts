/**
 * Hard delete over the world (admin, /admin/hard-delete): the preview, and the delete a step at a time. What is
 * deleted leaves nothing behind: the catalogue's products, variants and deleted variants, their ratings, added logs
 * and uploaded images; the lookup indexes rebuild on the catalogue's new version and the badges are counted again.
 */
import type { HardDeleteScopeQuery } from '@contract/admin-hard-delete/hard-delete.query';
import { hardDeleteConfirmation } from '@contract/admin-hard-delete/hard-delete.rules';
import { HARD_DELETE_SAMPLE_SIZE, type HardDeletePreview, type HardDeleteSampleRow, type HardDeleteStep } from '@contract/admin-hard-delete/hard-delete.types';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import { findCompany } from '../lookups';
import type { World } from '../world';
import type { CompanyCatalog } from './catalog-book';
import { catalogOf } from './catalog-access';
import { allVariantsOf, hardDeleteCountsOf, hardDeletePlan, imagesOf, type HardDeletePlan } from './hard-delete-plan';
import { syncProductCounts } from './product-operations';

function sampleOf(plan: HardDeletePlan, catalog: CompanyCatalog): HardDeleteSampleRow[] {
  const productById = new Map(catalog.products.map((product) => [product.id, product]));
  const variantRows = plan.variants.flatMap((variant): HardDeleteSampleRow[] => {
    const product = productById.get(variant.productId);
    if (!product) return [];
    const row = { productId: product.id, productName: product.name, deleted: product.deletedAt !== null };
    return [{ ...row, variantId: variant.id, sku: variant.sku, images: imagesOf(variant), listings: variant.marketplaces.length }];
  });
  const withVariants = new Set(plan.variants.map((variant) => variant.productId));
  const bare = plan.products
    .filter((product) => !withVariants.has(product.id))
    .map((product) => ({
      productId: product.id,
      productName: product.name,
      deleted: product.deletedAt !== null,
      variantId: null,
      sku: null,
      images: 0,
      listings: 0,
    }));
  return [...variantRows, ...bare].sort((a, b) => a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0)).slice(0, HARD_DELETE_SAMPLE_SIZE);
}

/** Undefined for a company the world does not know. */
export function previewHardDelete(world: World, companyId: number, query: HardDeleteScopeQuery): HardDeletePreview | undefined {
  const company = findCompany(world, companyId);
  const catalog = catalogOf(world, companyId);
  if (!company || !catalog) return undefined;
  const plan = hardDeletePlan(catalog, query);
  const counts = hardDeleteCountsOf(plan);
  return {
    companyId,
    companyName: company.name,
    scope: query.scope,
    counts,
    sample: sampleOf(plan, catalog),
    unknown: plan.unknown,
    confirmation: hardDeleteConfirmation(query.scope, company.name, counts),
  };
}

function removeFromWorld(world: World, catalog: CompanyCatalog, products: readonly Product[], variants: readonly Variant[]): void {
  const productIds = new Set(products.map((product) => product.id));
  const variantIds = new Set(variants.map((variant) => variant.id));
  catalog.products = catalog.products.filter((product) => !productIds.has(product.id));
  catalog.variants = catalog.variants.filter((variant) => !variantIds.has(variant.id));
  catalog.deletedVariants = catalog.deletedVariants.filter((variant) => !variantIds.has(variant.id));
  for (const id of productIds) {
    delete catalog.ratings[id];
    delete catalog.addedLogs[`product:${id}`];
  }
  for (const id of variantIds) delete catalog.addedLogs[`variant:${id}`];
  const prefix = `${catalog.companyId}/`;
  for (const [key, image] of Object.entries(world.productImages)) {
    if (!key.startsWith(prefix)) continue;
    const variantId = Number(key.slice(prefix.length).split('-')[0]);
    if (productIds.has(image.productId) || variantIds.has(variantId)) delete world.productImages[key];
  }
  catalog.version += 1;
  syncProductCounts(world, catalog);
}

/**
 * Deletes at most `limit` products (with their variants) or, for a variant list, `limit` variants (a product goes
 * with its last variant). Ids or SKUs that name nothing are passed over, so a step run again after a restart deletes
 * what is left; `remaining` counts what the target still names.
 */
export function hardDeleteStep(world: World, companyId: number, query: HardDeleteScopeQuery, limit: number): HardDeleteStep | undefined {
  const catalog = catalogOf(world, companyId);
  if (!catalog) return undefined;
  const plan = hardDeletePlan(catalog, query);
  if (query.scope === 'variants') {
    const variants = plan.variants.slice(0, limit);
    const taken = new Set(variants.map((variant) => variant.id));
    const left = new Set(
      allVariantsOf(catalog)
        .filter((variant) => !taken.has(variant.id))
        .map((variant) => variant.productId),
    );
    const products = catalog.products.filter((product) => variants.some((variant) => variant.productId === product.id) && !left.has(product.id));
    removeFromWorld(world, catalog, products, variants);
    return { deleted: hardDeleteCountsOf({ products, variants }), remaining: plan.variants.length - variants.length };
  }
  const products = plan.products.slice(0, limit);
  const ids = new Set(products.map((product) => product.id));
  const variants = plan.variants.filter((variant) => ids.has(variant.productId));
  removeFromWorld(world, catalog, products, variants);
  return { deleted: hardDeleteCountsOf({ products, variants }), remaining: plan.products.length - products.length };
}

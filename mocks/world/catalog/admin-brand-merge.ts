/**
 * Merging a brand's duplicates of its own company into it (the merged brands' products move to it, the merged brands
 * go), its preview, and crossing a brand to one marketplace's brand.
 */
import {
  MERGE_SAMPLE_SIZE,
  type AdminBrandAnswer,
  type AdminBrandCrossBody,
  type BrandMergeAnswer,
  type BrandMergePreview,
} from '@contract/admin-brands/admin-brand.api';
import type { AdminBrandRow } from '@contract/admin-brands/admin-brand.query';
import { mergeRefusal } from '@contract/admin-brands/admin-brand.rules';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { World } from '../world';
import { refusal, type Refusal } from '../refusal';
import { adminBrandRows, findAdminBrandRow } from './admin-brand-list';
import { catalogOf } from './catalog-access';

export function brandMergePreview(world: World, brandId: number): BrandMergePreview | undefined {
  const rows = adminBrandRows(world);
  const kept = rows.find((row) => row.id === brandId);
  const catalog = kept && catalogOf(world, kept.companyId);
  if (!kept || !catalog) return undefined;
  const counts = new Map<number, number>();
  for (const product of catalog.products) counts.set(product.brandId, (counts.get(product.brandId) ?? 0) + 1);
  const withProducts = (row: AdminBrandRow) => ({ ...row, productCount: counts.get(row.id) ?? 0 });
  const merged = rows.filter((row) => row.companyId === kept.companyId && row.duplicateKey === kept.duplicateKey && row.id !== kept.id);
  const names = new Map(merged.map((row) => [row.id, row.name]));
  const moving = catalog.products.filter((product) => names.has(product.brandId));
  return {
    kept: withProducts(kept),
    merged: merged.map(withProducts),
    productCount: moving.length,
    sample: moving.slice(0, MERGE_SAMPLE_SIZE).map((product) => ({ id: product.id, name: product.name, brandName: names.get(product.brandId)! })),
  };
}

export function mergeBrandDuplicates(world: World, brandId: number): BrandMergeAnswer | Refusal | undefined {
  const preview = brandMergePreview(world, brandId);
  const catalog = preview && catalogOf(world, preview.kept.companyId);
  if (!preview || !catalog) return undefined;
  const refused = mergeRefusal(preview.kept);
  if (refused) return refusal(refused);
  const mergedIds = new Set(preview.merged.map((row) => row.id));
  for (const product of catalog.products) if (mergedIds.has(product.brandId)) product.brandId = brandId;
  catalog.brands = catalog.brands.filter((brand) => !mergedIds.has(brand.id));
  catalog.version += 1;
  return { kept: findAdminBrandRow(world, brandId)!, movedProducts: preview.productCount, removedBrands: mergedIds.size };
}

export function crossAdminBrand(
  world: World,
  brandId: number,
  marketplace: MarketplaceCode,
  body: AdminBrandCrossBody,
  now: number,
): AdminBrandAnswer | undefined {
  const row = findAdminBrandRow(world, brandId);
  const catalog = row && catalogOf(world, row.companyId);
  const brand = catalog?.brands.find((candidate) => candidate.id === brandId);
  if (!catalog || !brand) return undefined;
  const crossing = {
    marketplace,
    remoteBrandId: body.remoteBrandId,
    remoteBrandName: body.remoteBrandName,
    status: 'crossed' as const,
    date: new Date(now).toISOString(),
  };
  brand.crossings = [...brand.crossings.filter((existing) => existing.marketplace !== marketplace), crossing];
  catalog.version += 1;
  return { brand: findAdminBrandRow(world, brandId)! };
}

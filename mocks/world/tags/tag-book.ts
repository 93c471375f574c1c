/**
 * The staff tags of the world and what carries them: made on first access from the seed (a fixed list of tags, put
 * on a seeded share of the first demo company's products and of the companies), then kept in world.tagBook.
 */
import type { LocalizedName } from '@contract/localized-name';
import type { TagColour, TagKind, TagStatus } from '@contract/admin-tags/tag.types';
import { catalogOf } from '../catalog/catalog-access';
import { PRODUCT_ID_SPACE } from '../catalog/generate-context';
import { mixSeed, mulberry32 } from '../prng';
import type { World } from '../world';

export interface TagRecord {
  id: number;
  name: LocalizedName;
  colour: TagColour;
  kind: TagKind;
  status: TagStatus;
}

export interface TagBook {
  tags: TagRecord[];
  /** Product id → the ids of its tags. */
  productTags: Record<number, number[]>;
  /** Company id → the ids of its tags. */
  companyTags: Record<number, number[]>;
  nextTagId: number;
}

const SEEDED_TAGS: readonly Omit<TagRecord, 'id'>[] = [
  { name: { en: 'Bestseller', tr: 'Çok Satan' }, colour: 'orange', kind: 'product', status: 'active' },
  { name: { en: 'New season', tr: 'Yeni Sezon' }, colour: 'green', kind: 'product', status: 'active' },
  { name: { en: 'Fragile', tr: 'Kırılabilir' }, colour: 'red', kind: 'product', status: 'active' },
  { name: { en: 'Gift idea', tr: 'Hediye Fikri' }, colour: 'purple', kind: 'product', status: 'active' },
  { name: { en: 'Clearance', tr: 'Tasfiye' }, colour: 'yellow', kind: 'product', status: 'inactive' },
  { name: { en: 'Key account', tr: 'Kilit Müşteri' }, colour: 'blue', kind: 'company', status: 'active' },
  { name: { en: 'Under review', tr: 'İncelemede' }, colour: 'grey', kind: 'company', status: 'active' },
  { name: { en: 'Fast shipper', tr: 'Hızlı Gönderici' }, colour: 'green', kind: 'company', status: 'active' },
];
/** The company whose products carry seeded tags (the first demo company: its catalogue is the one most screens read anyway). */
const TAGGED_CATALOGS = [1001];
const SHARE = 0.15;

/** The company a product belongs to (product ids are numbered per company). */
export const companyOfProduct = (productId: number): number => Math.floor(productId / PRODUCT_ID_SPACE);

function seededBook(world: World): TagBook {
  const random = mulberry32(mixSeed(world.seed, 4099));
  const tags = SEEDED_TAGS.map((tag, index) => ({ ...tag, id: index + 1, name: { ...tag.name } }));
  const ids = (kind: TagKind) => tags.filter((tag) => tag.kind === kind && tag.status === 'active').map((tag) => tag.id);
  const pickSome = (from: readonly number[]) => from.filter(() => random() < 0.4).slice(0, 2);
  const productTags: Record<number, number[]> = {};
  for (const companyId of TAGGED_CATALOGS) {
    for (const product of catalogOf(world, companyId)?.products ?? []) {
      if (product.deletedAt !== null || random() >= SHARE) continue;
      const picked = pickSome(ids('product'));
      if (picked.length) productTags[product.id] = picked;
    }
  }
  const companyTags: Record<number, number[]> = {};
  for (const company of world.companies) {
    if (random() >= 0.3) continue;
    const picked = pickSome(ids('company'));
    if (picked.length) companyTags[company.id] = picked;
  }
  return { tags, productTags, companyTags, nextTagId: tags.length + 1 };
}

export function tagBookOf(world: World): TagBook {
  world.tagBook ??= seededBook(world);
  return world.tagBook;
}

/**
 * How each marketplace group names and numbers its own categories, attributes and values. The three Noon channels
 * share one Noon taxonomy (same ids and names, listed once per channel code); Hepsiburada and Trendyol speak
 * Turkish, Noon English.
 */
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { AttributeType } from '@contract/catalog/taxonomy.types';
import { MARKETPLACES } from '../marketplaces';
import type { StaticAttribute, StaticValue } from './taxonomy-attributes';

export type GroupName = 'hepsiburada' | 'trendyol' | 'noon';

/** An attribute only the marketplace has: nothing of ours can be crossed to it. */
export interface OwnAttribute {
  id: string;
  name: string;
  type: AttributeType;
  mandatory: boolean;
  values: readonly string[];
  /** Our subtree codes whose categories carry it. */
  under: readonly string[];
}

export interface GroupSpec {
  group: GroupName;
  codes: readonly MarketplaceCode[];
  language: 'tr' | 'en';
  categoryId: (ourId: number) => string;
  extraCategoryId: (index: number) => string;
  attributeId: (attribute: StaticAttribute) => string;
  valueId: (value: StaticValue) => string;
  extraValueId: (index: number) => string;
  /** Our root name (English) → theirs; a null drops the root and lifts its children. */
  roots: Readonly<Record<string, string | null>>;
  extraColours: readonly string[];
  own: readonly OwnAttribute[];
  /** How likely one of our leaves, attributes and values is crossed to this group. */
  chances: { category: number; attribute: number; value: number };
}

export function slug(text: string, separator = '_'): string {
  const ascii = text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return ascii.replace(/[^a-z0-9]+/g, separator).replace(new RegExp(`^${separator}+|${separator}+$`, 'g'), '');
}

const ORIGINS_TR = ['Türkiye', 'Çin', 'Hindistan', 'Vietnam', 'Bangladeş', 'Diğer'];
const ORIGINS_EN = ['Turkey', 'China', 'India', 'Vietnam', 'Bangladesh', 'United Arab Emirates', 'Other'];

const SPECS: readonly Omit<GroupSpec, 'codes'>[] = [
  {
    group: 'hepsiburada',
    language: 'tr',
    categoryId: (id) => String(60_000_000 + id * 17),
    extraCategoryId: (index) => String(61_000_000 + index * 17),
    attributeId: (attribute) => slug(attribute.tr),
    valueId: (value) => String(500_000 + value.id),
    extraValueId: (index) => String(590_000 + index),
    roots: { 'Home & Living': 'Ev, Yaşam, Kırtasiye, Ofis', 'Cosmetics & Personal Care': 'Kozmetik, Kişisel Bakım', 'Sports & Outdoor': 'Spor, Outdoor' },
    extraColours: ['Lila', 'Fuşya', 'Mint Yeşili'],
    own: [
      {
        id: 'garanti_suresi_ay',
        name: 'Garanti Süresi (Ay)',
        type: 'number',
        mandatory: true,
        values: [],
        under: ['electronics', 'kitchen-appliances', 'personal-care-appliances'],
      },
      { id: 'uretici_bilgisi', name: 'Üretici Bilgisi', type: 'text', mandatory: false, values: [], under: ['cosmetics'] },
    ],
    chances: { category: 0.9, attribute: 0.92, value: 0.95 },
  },
  {
    group: 'trendyol',
    language: 'tr',
    categoryId: (id) => String(380 + id * 3),
    extraCategoryId: (index) => String(5000 + index),
    attributeId: (attribute) => String(attribute.id * 11 + 36),
    valueId: (value) => String(value.id * 3 + 7),
    extraValueId: (index) => String(900_000 + index),
    roots: { Fashion: null, 'Home & Living': 'Ev & Mobilya', 'Cosmetics & Personal Care': 'Kozmetik' },
    extraColours: ['Lila', 'Fuşya', 'Çok Renkli Desenli'],
    own: [
      { id: '1192', name: 'Menşei', type: 'list', mandatory: true, values: ORIGINS_TR, under: ['fashion', 'cosmetics'] },
      { id: '14', name: 'Yaş', type: 'list', mandatory: false, values: ['Yetişkin', 'Çocuk', 'Bebek'], under: ['fashion', 'sports'] },
    ],
    chances: { category: 0.56, attribute: 0.74, value: 0.8 },
  },
  {
    group: 'noon',
    language: 'en',
    categoryId: (id) => `NC${String(id * 7).padStart(5, '0')}`,
    extraCategoryId: (index) => `NX${String(index).padStart(4, '0')}`,
    attributeId: (attribute) => slug(attribute.en),
    valueId: (value) => slug(value.en, '-'),
    extraValueId: (index) => `extra-${index}`,
    roots: {
      'Home & Living': 'Home & Kitchen',
      Electronics: 'Electronics & Mobiles',
      'Cosmetics & Personal Care': 'Beauty & Fragrance',
      'Sports & Outdoor': 'Sports & Outdoors',
    },
    extraColours: ['Lilac', 'Fuchsia', 'Mint'],
    own: [
      { id: 'item_condition', name: 'Item Condition', type: 'list', mandatory: true, values: ['New', 'Refurbished'], under: ['electronics'] },
      { id: 'country_of_origin', name: 'Country of Origin', type: 'list', mandatory: true, values: ORIGINS_EN, under: ['cosmetics'] },
      { id: 'model_name', name: 'Model Name', type: 'text', mandatory: false, values: [], under: ['fashion', 'home', 'electronics', 'cosmetics', 'sports'] },
    ],
    chances: { category: 0.74, attribute: 0.8, value: 0.86 },
  },
];

export const GROUP_SPECS: readonly GroupSpec[] = SPECS.map((spec) => ({
  ...spec,
  codes: MARKETPLACES.filter((marketplace) => marketplace.channelGroup === spec.group).map((marketplace) => marketplace.code),
}));

export function groupOf(code: MarketplaceCode): GroupSpec {
  const spec = GROUP_SPECS.find((candidate) => candidate.codes.includes(code));
  if (!spec) throw new Error(`No marketplace group for ${code}`);
  return spec;
}

/** Marketplace-only categories, so their trees are larger than ours (English, Turkish). */
export const EXTRA_CATEGORIES: readonly (readonly [string, string, readonly (readonly [string, string])[]])[] = [
  [
    'Toys',
    'Oyuncak',
    [
      ['Building Sets', 'Yapı Oyuncakları'],
      ['Dolls', 'Oyuncak Bebekler'],
      ['Board Games', 'Kutu Oyunları'],
    ],
  ],
  [
    'Books',
    'Kitap',
    [
      ['Novels', 'Roman'],
      ["Children's Books", 'Çocuk Kitapları'],
    ],
  ],
  [
    'Pet Supplies',
    'Pet Shop',
    [
      ['Cat Food', 'Kedi Maması'],
      ['Dog Toys', 'Köpek Oyuncakları'],
    ],
  ],
  [
    'Grocery',
    'Süpermarket',
    [
      ['Coffee', 'Kahve'],
      ['Olive Oil', 'Zeytinyağı'],
      ['Turkish Delight', 'Lokum'],
    ],
  ],
];

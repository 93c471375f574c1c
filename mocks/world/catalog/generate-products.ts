/**
 * One product of the plan: its fields, its texts, the attribute values its variants share, and what its variants
 * are made from (generate-variants.ts). A few products are planted with a mandatory attribute left empty, a missing
 * image or an old attribute, for product validation and /old-attributes to show.
 */
import { DAY_MS } from '@contract/lists/date-range';
import type { Product, VariantAttribute } from '@contract/catalog/catalog.types';
import type { CategoryCrossing } from '@contract/catalog/taxonomy.types';
import { pick, randomInt, type Random } from '../prng';
import { iso, PRODUCT_ID_SPACE, weightedPick, type CatalogContext } from './generate-context';
import { productListing, type ProductListing } from './generate-marketplace-states';
import type { PlannedProduct } from './generate-plan';
import { CARE_TEXTS, INGREDIENT_TEXTS, modelCodeOf, productTexts, translationsOf, type ProductTexts } from './generate-texts';
import { staticAttribute, type StaticAttribute } from './taxonomy-attributes';
import { PROFILES } from './taxonomy-profiles';
import type { StaticCategory } from './taxonomy-tree';

export const PLANTED = { missingMandatory: 0.025, missingImage: 0.01, oldAttribute: 0.12, deciZero: 0.015 };

const ORIGINS: Readonly<Record<string, readonly (readonly [string, number])[]>> = {
  TR: [
    ['TR', 80],
    ['CN', 15],
    ['IN', 3],
    ['BD', 2],
  ],
  AE: [
    ['CN', 45],
    ['TR', 25],
    ['IN', 15],
    ['AE', 10],
    ['VN', 5],
  ],
  SA: [
    ['CN', 45],
    ['TR', 25],
    ['IN', 15],
    ['SA', 10],
    ['VN', 5],
  ],
  EG: [
    ['EG', 50],
    ['CN', 30],
    ['TR', 20],
  ],
  CN: [
    ['CN', 95],
    ['VN', 5],
  ],
};
const LEATHER_GOODS: ReadonlySet<string> = new Set(['shoes', 'bag', 'accessory']);
const VAT: Readonly<Record<string, string>> = { AE: 'VAT 5%', SA: 'VAT 15%', EG: 'VAT 14%', CN: 'VAT 0%' };
const POWER: Readonly<Record<string, readonly number[]>> = {
  smallAppliance: [800, 1000, 1200, 1500, 1800, 2000],
  homeAppliance: [600, 1200, 1800, 2200],
  lighting: [6, 9, 12, 40, 60],
  personalAppliance: [5, 25, 1800, 2200],
};

export interface ProductDraft {
  product: Product;
  planned: PlannedProduct;
  texts: ProductTexts;
  listing: ProductListing;
  /** Values shared by every variant, by attribute code (axis attributes are per variant). */
  shared: Map<string, VariantAttribute>;
  old: VariantAttribute | null;
  origin: string;
  hsCode: string;
  baseEur: number;
  box: readonly [number, number, number];
  grams: number;
  hasImages: boolean;
  deciZero: boolean;
}

function genderValue(random: Random, leaf: StaticCategory, attribute: StaticAttribute) {
  const path = leaf.path.en;
  const wanted = path.includes("Women's")
    ? 'Women'
    : path.includes("Men's")
      ? 'Men'
      : path.includes("Girls'")
        ? 'Girls'
        : path.includes("Boys'")
          ? 'Boys'
          : path.includes('Baby')
            ? 'Baby'
            : pick(random, ['Women', 'Men', 'Unisex']);
  return attribute.values.find((value) => value.en === wanted)!;
}

function sharedValue(random: Random, context: CatalogContext, leaf: StaticCategory, attribute: StaticAttribute, mandatory: boolean): VariantAttribute {
  const base = { attributeId: attribute.id, name: { en: attribute.en, tr: attribute.tr }, mandatory };
  if (attribute.type === 'list') {
    const values =
      attribute.code === 'material' && !LEATHER_GOODS.has(leaf.profile) ? attribute.values.filter((value) => !value.en.includes('Leather')) : attribute.values;
    const value = attribute.code === 'gender' ? genderValue(random, leaf, attribute) : pick(random, values);
    return { ...base, valueId: value.id, value: value.en };
  }
  const text =
    attribute.code === 'modelCode'
      ? modelCodeOf(random, context.companyCode, leaf)
      : attribute.code === 'care'
        ? pick(random, CARE_TEXTS)
        : attribute.code === 'ingredients'
          ? pick(random, INGREDIENT_TEXTS)
          : attribute.code === 'power'
            ? String(pick(random, POWER[leaf.profile] ?? [10, 20, 40]))
            : attribute.code === 'threadCount'
              ? String(pick(random, [200, 300, 400, 600]))
              : String(pick(random, [1, 2, 3, 4, 6, 7, 12, 18, 24]));
  return { ...base, valueId: null, value: text };
}

function oldAttribute(random: Random, leaf: StaticCategory, guarantee: number): VariantAttribute {
  const code = pick(random, ['oldColour', 'oldOrigin', 'oldDesi', ...(guarantee > 0 ? ['oldWarrantyMonths'] : [])]);
  const attribute = staticAttribute(code);
  const base = { attributeId: attribute.id, name: { en: attribute.en, tr: attribute.tr }, mandatory: false };
  if (attribute.type === 'list') {
    const value = pick(random, attribute.values);
    return { ...base, valueId: value.id, value: value.en };
  }
  return { ...base, valueId: null, value: code === 'oldDesi' ? String(Math.max(1, Math.round(PROFILES[leaf.profile].box[0] / 200))) : String(guarantee) };
}

function brandFor(random: Random, context: CatalogContext, leaf: StaticCategory) {
  const root = leaf.codes[0]!;
  const fitting = context.brands.filter((_, index) => index === 0 || context.brandRoots[index] === root);
  const pool = fitting.length > 1 ? fitting : context.brands;
  return pool[Math.floor(random() ** 1.4 * pool.length)]!;
}

function hsCodeOf(random: Random, hs: string, country: string): string {
  if (country === 'TR') return `${hs}${pick(random, ['0000', '1000', '9000'])}${pick(random, ['00', '11', '19'])}`;
  return country === 'AE' || country === 'SA' ? `${hs}00` : hs;
}

export function draftProduct(
  context: CatalogContext,
  planned: PlannedProduct,
  seq: number,
  createdAt: number,
  crossings: readonly CategoryCrossing[],
): ProductDraft {
  const { random, input } = context;
  const { company } = input;
  const { leaf } = planned;
  const profile = PROFILES[leaf.profile];
  const brand = brandFor(random, context, leaf);
  const guarantee = profile.guarantee === 0 ? 0 : company.country === 'CN' ? 12 : pick(random, [24, 24, 24, 36]);
  const onNoon = context.enabled.some((code) => code.startsWith('noon'));
  const gulf = ['AE', 'SA', 'EG'].includes(company.country);
  const shared = new Map<string, VariantAttribute>();
  const mandatoryShared = leaf.attributes.filter((attribute) => attribute.mandatory && !leaf.axes.includes(attribute.code));
  const missing = mandatoryShared.length > 0 && random() < PLANTED.missingMandatory ? pick(random, mandatoryShared).code : null;
  for (const { code, mandatory } of leaf.attributes) {
    if (leaf.axes.includes(code)) continue;
    const attribute = staticAttribute(code);
    if (code === missing) shared.set(code, { attributeId: attribute.id, name: { en: attribute.en, tr: attribute.tr }, valueId: null, value: '', mandatory });
    else if (mandatory || random() < 0.55) shared.set(code, sharedValue(random, context, leaf, attribute, mandatory));
  }
  const materialValue = shared.get('material')?.valueId ?? null;
  const material = materialValue ? staticAttribute('material').values.find((value) => value.id === materialValue)! : null;
  const texts = productTexts({
    random,
    leaf,
    brand: brand.name,
    adjective: pick(random, profile.adjectives),
    material: material ? [material.en, material.tr] : null,
    guarantee,
    languages: { ar: onNoon && random() < (gulf ? 0.8 : 0.35), zh: random() < (company.country === 'CN' ? 0.6 : 0.04) },
  });
  const own = texts.byLanguage.get(context.language)!;
  const deletedAt = planned.deleted ? iso(createdAt + (input.createdAt - createdAt) * (0.3 + random() * 0.65)) : null;
  const updatedAt = deletedAt ?? iso(createdAt + (input.createdAt - createdAt) * random());
  const product: Product = {
    id: company.id * PRODUCT_ID_SPACE + seq,
    companyId: company.id,
    name: own.name,
    description: own.description,
    spu: `SPU-${context.companyCode}-${String(seq).padStart(5, '0')}`,
    categoryId: leaf.id,
    categoryName: { en: leaf.en, tr: leaf.tr },
    brandId: brand.id,
    brandName: brand.name,
    guaranteeMonths: guarantee,
    taxClass: company.country === 'TR' ? (profile.reducedVat ? 'KDV 10%' : 'KDV 20%') : (VAT[company.country] ?? 'VAT 0%'),
    fulfillmentDay: company.country === 'TR' ? randomInt(random, 1, 3) : company.country === 'CN' ? randomInt(random, 3, 7) : randomInt(random, 2, 5),
    status: planned.status,
    currency: context.currency,
    translations: translationsOf(texts),
    createdAt: iso(createdAt),
    updatedAt,
    deletedAt,
  };
  const jitter = () => 0.8 + random() * 0.4;
  return {
    product,
    planned,
    texts,
    listing: productListing(context, crossings),
    shared,
    old: input.createdAt - createdAt > 540 * DAY_MS && random() < PLANTED.oldAttribute ? oldAttribute(random, leaf, guarantee) : null,
    origin: weightedPick(random, ORIGINS[company.country] ?? ORIGINS.CN!),
    hsCode: hsCodeOf(random, leaf.hs, company.country),
    baseEur: profile.eur[0] + random() ** 1.8 * (profile.eur[1] - profile.eur[0]),
    box: [
      Math.round((profile.box[0] * jitter()) / 10) * 10,
      Math.round((profile.box[1] * jitter()) / 10) * 10,
      Math.round((profile.box[2] * jitter()) / 10) * 10,
    ],
    grams: Math.round(profile.grams[0] + random() * (profile.grams[1] - profile.grams[0])),
    hasImages: random() >= PLANTED.missingImage,
    deciZero: random() < PLANTED.deciZero,
  };
}

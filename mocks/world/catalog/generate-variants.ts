/**
 * A product's variants: one per combination of its axis values (colour × size, colour × capacity…), each with every
 * spec §3 field. A few are planted with deci 0 and no weight (an invalid record product validation can find).
 */
import type { ProductImage, Variant, VariantAttribute, VariantLock } from '@contract/catalog/catalog.types';
import { randomInt, type Random } from '../prng';
import { ean13, GS1_PREFIX, shelfPrice, VARIANT_ID_SPACE, type CatalogContext } from './generate-context';
import { marketplaceStates } from './generate-marketplace-states';
import type { ProductDraft } from './generate-products';
import { translationsOf } from './generate-texts';
import { staticAttribute, type StaticValue } from './taxonomy-attributes';

export const PLANTED_DECI_WITHOUT_WEIGHT = 0.004;
const IMAGE_HOST = 'https://img.demo.tezgah.dev/products';
/** Second axes whose later values cost more (bigger capacity, more storage…); sizes cost the same. */
const PRICED_AXES: Readonly<Record<string, number>> = {
  storage: 0.35,
  capacity: 0.12,
  volume: 0.12,
  weight: 0.15,
  rugSize: 0.4,
  bedSize: 0.2,
  towelSize: 0.25,
  persons: 0.2,
  wheelSize: 0.08,
};

type Combo = readonly StaticValue[];

/** `count` distinct combinations: a few colours, and a run of neighbouring sizes. */
function combos(random: Random, axes: readonly string[], count: number): Combo[] {
  if (axes.length === 0) return [[]];
  const lists = axes.map((code) => staticAttribute(code).values);
  const [first, second] = lists as [StaticValue[], StaticValue[] | undefined];
  const sliceOf = (values: readonly StaticValue[], length: number, colours: boolean) => {
    if (colours) {
      const pool = [...values];
      return Array.from({ length }, () => pool.splice(Math.floor(random() * pool.length), 1)[0]!);
    }
    const start = Math.floor(random() * (values.length - length + 1));
    return values.slice(start, start + length);
  };
  if (!second) return sliceOf(first, count, axes[0] === 'colour').map((value) => [value]);
  const secondLength = count <= 3 ? Math.min(count, second.length) : Math.min(second.length, randomInt(random, 3, Math.min(6, second.length)));
  const sizes = sliceOf(second, secondLength, false);
  const colours = sliceOf(first, Math.min(first.length, Math.ceil(count / sizes.length)), true);
  return colours.flatMap((colour) => sizes.map((size) => [colour, size])).slice(0, count);
}

function skuPart(code: string, value: StaticValue): string {
  return code === 'colour' ? value.code! : value.en.replace(/[^A-Za-z0-9.]+/g, '').toUpperCase();
}

function image(folder: string, sku: string, index: number, random: Random): ProductImage {
  const roll = random();
  const extension = roll < 0.85 ? 'jpg' : roll < 0.95 ? 'webp' : 'png';
  return { url: `${folder}-${index}.${extension}`, fileName: `${sku}-${index}.${extension}`, sizeBytes: randomInt(random, 120_000, 2_900_000) };
}

const label = (value: StaticValue, language: string) =>
  language === 'tr' ? value.tr : language === 'ar' ? (value.ar ?? value.en) : language === 'zh' ? (value.zh ?? value.en) : value.en;

export function variantsOf(context: CatalogContext, draft: ProductDraft): Variant[] {
  const { random, input } = context;
  const { product, planned } = draft;
  const { leaf } = planned;
  const company = input.company;
  const toCurrency = 1 / input.rates[context.currency]!.EUR;
  const productSeq = product.id % 100_000;
  const variants: Variant[] = [];
  const priced = leaf.axes.length > 0 ? (PRICED_AXES[leaf.axes[leaf.axes.length - 1]!] ?? 0) : 0;
  for (const combo of combos(random, leaf.axes, planned.variantCount)) {
    context.variantSeq += 1;
    const id = company.id * VARIANT_ID_SPACE + context.variantSeq;
    const sku = [
      context.companyCode,
      leaf.skuCode,
      String(productSeq).padStart(5, '0'),
      ...combo.map((value, index) => skuPart(leaf.axes[index]!, value)),
    ].join('-');
    const lastAxis = leaf.axes[combo.length - 1];
    const step = lastAxis && lastAxis !== 'colour' ? staticAttribute(lastAxis).values.indexOf(combo[combo.length - 1]!) : 0;
    const price = shelfPrice(draft.baseEur * (1 + priced * step) * toCurrency, context.currency);
    const retailPrice = random() < 0.2 ? price : Math.max(price, shelfPrice(price * (1.1 + random() * 0.5), context.currency));
    const grow = 1 + 0.04 * step;
    const [lengthMm, widthMm, heightMm] = draft.box.map((side) => Math.round(side * grow));
    const planted = random() < PLANTED_DECI_WITHOUT_WEIGHT;
    const deci = draft.deciZero || planted ? 0 : Math.max(1, Math.round((lengthMm! * widthMm! * heightMm!) / 3_000_000));
    const active = product.status === 'active' && product.deletedAt === null && random() < 0.95;
    const attributes: VariantAttribute[] = [];
    for (const { code, mandatory } of leaf.attributes) {
      const axis = leaf.axes.indexOf(code);
      if (axis >= 0) {
        const value = combo[axis]!;
        attributes.push({
          attributeId: staticAttribute(code).id,
          name: { en: staticAttribute(code).en, tr: staticAttribute(code).tr },
          valueId: value.id,
          value: value.en,
          mandatory,
        });
      } else {
        const shared = draft.shared.get(code);
        if (shared) attributes.push({ ...shared });
      }
    }
    if (draft.old) attributes.push({ ...draft.old });
    const extraCount = draft.hasImages ? randomInt(random, 0, 4) : 0;
    const folder = `${IMAGE_HOST}/${company.id}/${sku.toLowerCase()}`;
    const locks: VariantLock[] = [];
    const barcode = ean13(`${GS1_PREFIX[company.country] ?? '869'}${String(company.id % 1000).padStart(3, '0')}${String(context.variantSeq).padStart(6, '0')}`);
    const suffixIn = (language: string) => (combo.length ? ` - ${combo.map((value) => label(value, language)).join(' - ')}` : '');
    const ownSuffix = suffixIn(context.language);
    const suffix = (language: string) => (language === context.language ? ownSuffix : suffixIn(language));
    variants.push({
      id,
      productId: product.id,
      name: product.name + ownSuffix,
      sku,
      extraSku: random() < 0.25 ? `SUP-${randomInt(random, 100_000, 999_999)}` : null,
      price,
      retailPrice,
      stock: random() < (active ? 0.1 : 0.4) ? 0 : 1 + Math.floor(random() ** 2.5 * 400),
      barcode,
      hsCode: draft.hsCode,
      countryOfOrigin: draft.origin,
      gtin: random() < 0.6 ? barcode : null,
      description: product.description,
      status: active ? 'active' : 'inactive',
      deci,
      weightGrams: planted ? 0 : Math.round(draft.grams * grow),
      heightMm: heightMm!,
      widthMm: widthMm!,
      lengthMm: lengthMm!,
      locks,
      attributes,
      defaultImage: draft.hasImages ? image(folder, sku, 1, random) : null,
      extraImages: Array.from({ length: extraCount }, (_, index) => image(folder, sku, index + 2, random)),
      translations: translationsOf(draft.texts, suffix),
      marketplaces: marketplaceStates(context, draft.listing, { id, price, active }, locks),
    });
  }
  return variants;
}

import { describe, expect, it } from 'vitest';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { IMAGE_MAX_BYTES, IMAGE_MAX_EXTRA, imageExtensionOf, IMAGE_EXTENSIONS, translationProblems } from '@contract/catalog/catalog.rules';
import { productBasicSchema, variantSchema } from '@contract/catalog/catalog.schemas';
import { MARKETPLACE_VARIANT_STATUSES, type Variant } from '@contract/catalog/catalog.types';
import { marketplaceSettingSchema } from '@contract/catalog/marketplace-settings';
import { registerSeller } from '../registration';
import { orderBookOf } from '../orders/order-book';
import { createWorld, GENERATED_COMPANY_COUNT } from '../world';
import { catalogOf } from './catalog-access';
import type { CompanyCatalog } from './catalog-book';
import { BRAND_ID_SPACE, PRODUCT_ID_SPACE, VARIANT_ID_SPACE } from './generate-context';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const world = createWorld({ now: NOW });
const DEMO = [1001, 1002, 1003] as const;
const ALL = world.companies.map((company) => company.id);

const isEan13 = (code: string) =>
  /^\d{13}$/.test(code) && [...code].reduce((sum, digit, index) => sum + Number(digit) * (index === 12 ? 1 : index % 2 === 0 ? 1 : 3), 0) % 10 === 0;
const planted = (variant: Variant) =>
  variant.attributes.some((attribute) => attribute.mandatory && !attribute.value) || (variant.deci === 0 && variant.weightGrams === 0);

describe('catalogOf', () => {
  it('is the same for the same seed whatever order companies (and their orders) are read in', () => {
    const first = createWorld({ seed: 5, now: NOW });
    catalogOf(first, 1002);
    catalogOf(first, 1001);
    const second = createWorld({ seed: 5, now: NOW });
    orderBookOf(second, 1001);
    catalogOf(second, 1002);
    expect(second.catalogs[1001]).toEqual(first.catalogs[1001]);
    expect(second.catalogs[1002]).toEqual(first.catalogs[1002]);
    expect(catalogOf(second, 1001)).toBe(second.catalogs[1001]);
    expect(catalogOf(createWorld({ seed: 6, now: NOW }), 1001)!.variants[0]).not.toEqual(first.catalogs[1001]!.variants[0]);
  });

  it('answers undefined for an unknown company and an empty catalogue for a registered one', () => {
    const fresh = createWorld({ now: NOW });
    expect(catalogOf(fresh, 99_999)).toBeUndefined();
    const registered = registerSeller(fresh, { email: 'yeni@shop.test', name: 'Yeni Satıcı' });
    if (!registered.ok) throw new Error('registration failed');
    const empty = catalogOf(fresh, registered.company.id)!;
    expect([empty.products, empty.variants, empty.brands, empty.restricted]).toEqual([[], [], [], []]);
    expect(empty.settings).toHaveLength(5);
    expect(empty.settings.every((setting) => !setting.enabled && !setting.globallyConfigured)).toBe(true);
  });

  it('gives demo companies 250–500 products and thousands of variants, generated ones 80–300 products', () => {
    for (const id of ALL) {
      const catalog = catalogOf(world, id)!;
      const [min, max] = (DEMO as readonly number[]).includes(id) ? [250, 500] : [80, 300];
      expect(catalog.products.length, String(id)).toBeGreaterThanOrEqual(min);
      expect(catalog.products.length, String(id)).toBeLessThanOrEqual(max);
      expect(catalog.brands.length).toBeGreaterThanOrEqual(10);
      expect(catalog.brands.length).toBeLessThanOrEqual(30);
      const company = world.companies.find((candidate) => candidate.id === id)!;
      expect(catalog.currency).toBe(company.country === 'TR' ? 'TRY' : 'USD');
      expect(catalog.products.every((product) => product.currency === catalog.currency && product.companyId === id)).toBe(true);
      const perProduct = new Map<number, number>();
      for (const variant of [...catalog.variants, ...catalog.deletedVariants]) perProduct.set(variant.productId, (perProduct.get(variant.productId) ?? 0) + 1);
      expect([...perProduct.values()].every((count) => count >= 1 && count <= 10)).toBe(true);
      expect(perProduct.size).toBe(catalog.products.length);
    }
    for (const id of DEMO) expect(catalogOf(world, id)!.variants.length).toBeGreaterThan(1500);
    expect(ALL).toHaveLength(3 + GENERATED_COMPANY_COUNT);
  });

  it("keeps ids unique across companies (each inside its company's range), SKUs unique per company and barcodes valid EAN-13", () => {
    const productIds = new Set<number>();
    const variantIds = new Set<number>();
    const barcodes = new Set<string>();
    for (const id of ALL) {
      const catalog = catalogOf(world, id)!;
      const variants = [...catalog.variants, ...catalog.deletedVariants];
      for (const product of catalog.products) productIds.add(product.id);
      for (const variant of variants) variantIds.add(variant.id);
      for (const variant of variants) barcodes.add(variant.barcode);
      expect(catalog.products.every((product) => Math.floor(product.id / PRODUCT_ID_SPACE) === id)).toBe(true);
      expect(variants.every((variant) => Math.floor(variant.id / VARIANT_ID_SPACE) === id)).toBe(true);
      expect(catalog.brands.every((brand) => Math.floor(brand.id / BRAND_ID_SPACE) === id && brand.companyId === id)).toBe(true);
      expect(new Set(variants.map((variant) => variant.sku)).size).toBe(variants.length);
      expect(variants.every((variant) => isEan13(variant.barcode) && (variant.gtin === null || variant.gtin === variant.barcode))).toBe(true);
      expect(catalog.products.map((product) => product.id)).toEqual([...catalog.products.map((product) => product.id)].sort((a, b) => a - b));
      expect(catalog.nextProductId).toBeGreaterThan(Math.max(...catalog.products.map((product) => product.id)));
      expect(catalog.nextVariantId).toBeGreaterThan(Math.max(...variants.map((variant) => variant.id)));
    }
    const total = ALL.reduce((sum, id) => sum + catalogOf(world, id)!.products.length, 0);
    expect(productIds.size).toBe(total);
    expect(barcodes.size).toBe(variantIds.size);
  });
});

describe('the fields of a demo catalogue', () => {
  it("are valid against the contract's schemas, except the planted cases, which are few", () => {
    for (const id of DEMO) {
      const catalog = catalogOf(world, id)!;
      let invalid = 0;
      for (const variant of catalog.variants) {
        const errors = fieldErrors(variantSchema, variant);
        if (planted(variant)) invalid += 1;
        else expect(errors, `${variant.sku} ${JSON.stringify(errors)}`).toBeNull();
        expect(variant.translations.every((translation) => translationProblems(translation) === null)).toBe(true);
        for (const image of [variant.defaultImage, ...variant.extraImages].filter((item) => item !== null)) {
          expect(image.sizeBytes).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
          expect(IMAGE_EXTENSIONS).toContain(imageExtensionOf(image.fileName));
          expect(image.url).toMatch(/^https:\/\/img\.demo\.tezgah\.dev\//);
        }
        expect(variant.extraImages.length).toBeLessThanOrEqual(IMAGE_MAX_EXTRA);
      }
      expect(invalid, String(id)).toBeGreaterThan(3);
      expect(invalid / catalog.variants.length).toBeLessThan(0.06);
      for (const product of catalog.products) {
        expect(fieldErrors(productBasicSchema, product), product.name).toBeNull();
        expect(product.translations.map((translation) => translation.language).slice(0, 2)).toEqual(['en', 'tr']);
      }
      expect(catalog.variants.filter((variant) => variant.deci === 0 && variant.weightGrams > 0).length).toBeGreaterThan(0);
      expect(catalog.variants.filter((variant) => variant.defaultImage === null).length).toBeLessThan(catalog.variants.length * 0.05);
    }
    const languages = new Set(DEMO.flatMap((id) => catalogOf(world, id)!.products.flatMap((product) => product.translations.map((t) => t.language))));
    expect(languages).toEqual(new Set(['en', 'tr', 'ar', 'zh']));
  });

  it('prices each marketplace from the catalogue price, its rate and the exchange rates, only where it is enabled', () => {
    for (const id of DEMO) {
      const catalog = catalogOf(world, id)!;
      const enabled = catalog.settings.filter((setting) => setting.enabled);
      for (const variant of catalog.variants) {
        expect(variant.price).toBeLessThanOrEqual(variant.retailPrice);
        expect(variant.marketplaces.map((state) => state.marketplace)).toEqual(enabled.map((setting) => setting.marketplace));
        for (const state of variant.marketplaces) {
          const rate = enabled.find((setting) => setting.marketplace === state.marketplace)!.rate;
          const expected = (variant.price * (1 + rate / 100) * world.exchangeRates[catalog.currency]!.EUR) / world.exchangeRates[state.currency]!.EUR;
          expect(state.price).toBeCloseTo(expected, 1);
        }
      }
    }
  });

  it('shows all 15 marketplace states in each demo company, salable the most common', () => {
    for (const id of DEMO) {
      const states = catalogOf(world, id)!.variants.flatMap((variant) => variant.marketplaces);
      const seen = new Set(states.map((state) => state.status));
      expect(
        [...MARKETPLACE_VARIANT_STATUSES].filter((status) => !seen.has(status)),
        String(id),
      ).toEqual([]);
      const counts = new Map<string, number>();
      for (const state of states) counts.set(state.status, (counts.get(state.status) ?? 0) + 1);
      expect([...counts].sort((a, b) => b[1] - a[1])[0]![0]).toBe('salable');
      expect(counts.get('salable')! / states.length).toBeGreaterThan(0.4);
      for (const state of states) expect(state.remoteId === null || state.lastSyncAt !== null).toBe(true);
    }
  });

  it('sets up the marketplaces per group: 1001 lacks a shipping provider on Trendyol, 1002 the global configuration for Hepsiburada', () => {
    const setting = (catalog: CompanyCatalog, code: string) => catalog.settings.find((candidate) => candidate.marketplace === code)!;
    const anadolu = catalogOf(world, 1001)!;
    expect(setting(anadolu, 'trendyol')).toMatchObject({ enabled: true, shippingProvider: null, globallyConfigured: true, updatedAt: null });
    expect(setting(catalogOf(world, 1002)!, 'hepsiburada')).toMatchObject({ enabled: false, globallyConfigured: false });
    for (const id of ALL) {
      const catalog = catalogOf(world, id)!;
      const [ae, sa, eg] = ['noon-ae', 'noon-sa', 'noon-eg'].map((code) => ({ ...setting(catalog, code), marketplace: 'noon' }));
      expect(sa).toEqual(ae);
      expect(eg).toEqual(ae);
      for (const saved of catalog.settings.filter((candidate) => candidate.updatedAt !== null)) expect(fieldErrors(marketplaceSettingSchema, saved)).toBeNull();
      expect(catalog.settings.some((candidate) => candidate.enabled)).toBe(true);
    }
  });

  it('keeps deleted products with their variants aside, restricts categories the company does not sell in, and rates products', () => {
    for (const id of DEMO) {
      const catalog = catalogOf(world, id)!;
      const deleted = new Set(catalog.products.filter((product) => product.deletedAt !== null).map((product) => product.id));
      expect(deleted.size).toBeGreaterThan(0);
      expect(catalog.deletedVariants.every((variant) => deleted.has(variant.productId) && variant.status === 'inactive')).toBe(true);
      expect(catalog.variants.some((variant) => deleted.has(variant.productId))).toBe(false);
      expect(catalog.restricted.length).toBeGreaterThanOrEqual(1);
      const used = new Set(catalog.products.map((product) => product.categoryId));
      for (const restriction of catalog.restricted) {
        expect(restriction.reason.length).toBeGreaterThan(10);
        expect([...used].some((categoryId) => categoryId === restriction.categoryId)).toBe(false);
      }
      const rated = Object.entries(catalog.ratings);
      expect(rated.length).toBeGreaterThan(catalog.products.length / 4);
      for (const [productId, ratings] of rated) {
        expect(deleted.has(Number(productId))).toBe(false);
        for (const rating of ratings) {
          expect(rating.distribution.reduce((sum, count) => sum + count, 0)).toBe(rating.count);
          const mean = rating.distribution.reduce((sum, count, index) => sum + count * (index + 1), 0) / rating.count;
          expect(Math.abs(rating.average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        }
      }
    }
  });
});

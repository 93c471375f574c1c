import { fieldErrors } from '../auth/auth.schemas';
import { channelsSharingSettings, marketplaceSettingSchema } from './marketplace-settings';
import { IMAGE_MAX_BYTES, deciProblems, imageFileProblem, parseIdList, priceStepProblem, retailPriceProblem, translationProblems } from './catalog.rules';
import { quickEditVariantSchema, translationsSchema, variantSchema } from './catalog.schemas';
import type { Marketplace } from '../downstream/marketplace';

const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF_HEAD = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

describe('retail price', () => {
  it('must be equal to or greater than price', () => {
    expect(retailPriceProblem(100, 99.99)).toBe('validation.retailBelowPrice');
    expect(retailPriceProblem(100, 100)).toBeNull();
    expect(retailPriceProblem(100, 120)).toBeNull();
  });

  it('is checked by the quick-edit row schema on the retail field', () => {
    expect(fieldErrors(quickEditVariantSchema, { id: 1, price: 50, retailPrice: 40, stock: 3, status: 'active' })).toEqual({
      retailPrice: 'validation.retailBelowPrice',
    });
    expect(fieldErrors(quickEditVariantSchema, { id: 1, price: 50, retailPrice: 50, stock: 3, status: 'inactive' })).toBeNull();
    expect(fieldErrors(quickEditVariantSchema, { id: 1, price: 1.005, retailPrice: 50, stock: 1, status: 'active' })).toEqual({
      price: 'validation.priceDecimals',
    });
    expect(fieldErrors(quickEditVariantSchema, { id: 1, price: -1, retailPrice: 50, stock: 1.5, status: 'active' })).toEqual({
      price: 'validation.priceAboveZero',
      stock: 'validation.wholeNumber',
    });
  });
});

describe('price steps', () => {
  const limits = { maxPriceRiseMultiple: 3, maxPriceDropPercent: 80 };
  it('allow a rise up to the multiple and a drop down to the share, and anything from a price of 0', () => {
    expect(priceStepProblem(100, 300, limits)).toBeNull();
    expect(priceStepProblem(100, 300.01, limits)).toBe('rise');
    expect(priceStepProblem(100, 20, limits)).toBeNull();
    expect(priceStepProblem(100, 19.99, limits)).toBe('drop');
    expect(priceStepProblem(0, 5000, limits)).toBeNull();
  });
});

describe('the deci rule', () => {
  it('refuses zero dimensions only when deci is 0, naming each zero field', () => {
    expect(deciProblems({ deci: 0, weightGrams: 200, heightMm: 0, widthMm: 10, lengthMm: 0 })).toEqual({
      heightMm: 'validation.deciZeroDimensions',
      lengthMm: 'validation.deciZeroDimensions',
    });
    expect(deciProblems({ deci: 0, weightGrams: 200, heightMm: 5, widthMm: 10, lengthMm: 7 })).toBeNull();
    expect(deciProblems({ deci: 2, weightGrams: 0, heightMm: 0, widthMm: 0, lengthMm: 0 })).toBeNull();
  });
});

describe('translations', () => {
  it('need a name, of at least 10 characters, or 1 in Chinese', () => {
    expect(translationProblems({ language: 'de', name: '', description: '' })).toEqual({ name: 'validation.translationNameRequired' });
    expect(translationProblems({ language: 'de', name: 'Neun Zeic', description: '' })).toEqual({ name: 'validation.textTooShort' });
    expect(translationProblems({ language: 'de', name: 'Zehn Zeich', description: '' })).toBeNull();
    expect(translationProblems({ language: 'zh', name: '杯', description: '茶' })).toBeNull();
    expect(translationProblems({ language: 'zh', name: ' ', description: '' })).toEqual({ name: 'validation.translationNameRequired' });
  });

  it('allow one translation per language, with the problem at the failing item', () => {
    expect(
      fieldErrors(translationsSchema.required(), [
        { language: 'en', name: 'Linen shirt, white', description: '' },
        { language: 'en', name: 'Linen shirt, white', description: '' },
      ]),
    ).toEqual({ _: 'validation.languageTwice' });
    expect(fieldErrors(translationsSchema.required(), [{ language: 'tr', name: 'Kısa', description: '' }])).toEqual({ '[0].name': 'validation.textTooShort' });
  });
});

describe('product images', () => {
  it('take jpg, jpeg, webp and png up to 3 MB, with matching content', () => {
    expect(imageFileProblem({ name: 'a.PNG', size: 1000, head: PNG_HEAD })).toBeNull();
    expect(imageFileProblem({ name: 'a.gif', size: 1000 })).toBe('validation.imageExtension');
    expect(imageFileProblem({ name: 'a.png', size: IMAGE_MAX_BYTES + 1, head: PNG_HEAD })).toBe('validation.imageTooLarge');
    expect(imageFileProblem({ name: 'a.png', size: IMAGE_MAX_BYTES, head: PNG_HEAD })).toBeNull();
    expect(imageFileProblem({ name: 'renamed.jpg', size: 1000, head: PDF_HEAD })).toBe('validation.imageContent');
  });
});

describe('the product-id list filter', () => {
  it('takes comma-separated ids and refuses anything else', () => {
    expect(parseIdList(' 101, 102,,101 ')).toEqual([101, 102]);
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList('101, abc')).toBeNull();
    expect(parseIdList('-3')).toBeNull();
  });
});

const variant = {
  name: 'Linen Shirt White M',
  sku: 'TX-1001-0001-M',
  extraSku: null,
  price: 100,
  retailPrice: 120,
  stock: 4,
  barcode: '8691234567895',
  hsCode: '620520',
  countryOfOrigin: 'TR',
  gtin: '',
  description: 'A light linen shirt for summer days.',
  status: 'active',
  deci: 1,
  weightGrams: 250,
  heightMm: 30,
  widthMm: 250,
  lengthMm: 350,
  attributes: [{ attributeId: 1, valueId: 3, value: 'White', mandatory: true }],
  translations: [],
};

describe('the variant form', () => {
  it('accepts a complete variant', () => {
    expect(fieldErrors(variantSchema, variant)).toBeNull();
  });

  it('refuses retail below price, the deci rule and an empty mandatory attribute', () => {
    expect(fieldErrors(variantSchema, { ...variant, retailPrice: 90 })).toEqual({ retailPrice: 'validation.retailBelowPrice' });
    expect(fieldErrors(variantSchema, { ...variant, deci: 0, widthMm: 0 })).toEqual({ widthMm: 'validation.deciZeroDimensions' });
    expect(fieldErrors(variantSchema, { ...variant, attributes: [{ attributeId: 1, valueId: null, value: '', mandatory: true }] })).toEqual({
      'attributes[0]': 'validation.attributeRequired',
    });
  });
});

describe('marketplace settings', () => {
  const settings = { enabled: true, rate: 12, shippingProvider: 'aras', refundMethod: 'returnToSeller', translateToEnglish: false };

  it('need a rate above zero and a shipping provider (spec §8 words)', () => {
    expect(fieldErrors(marketplaceSettingSchema, settings)).toBeNull();
    expect(fieldErrors(marketplaceSettingSchema, { ...settings, rate: 0 })).toEqual({ rate: 'validation.rateAboveZero' });
    expect(fieldErrors(marketplaceSettingSchema, { ...settings, shippingProvider: null })).toEqual({ shippingProvider: 'validation.shippingProviderRequired' });
  });

  it('are shared by every channel of a group: one Noon channel changes all three', () => {
    const marketplaces = [
      { code: 'hepsiburada', channelGroup: 'hepsiburada' },
      { code: 'noon-ae', channelGroup: 'noon' },
      { code: 'noon-sa', channelGroup: 'noon' },
      { code: 'noon-eg', channelGroup: 'noon' },
    ] as Marketplace[];
    expect(channelsSharingSettings('noon-sa', marketplaces)).toEqual(['noon-ae', 'noon-sa', 'noon-eg']);
    expect(channelsSharingSettings('hepsiburada', marketplaces)).toEqual(['hepsiburada']);
  });
});

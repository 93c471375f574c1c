import { fieldErrors } from '../auth/auth.schemas';
import { brandSchema } from './brand.api';
import { crossCategorySchema } from './crossing.api';
import { attributesByName, effectiveValues, materialized, sameName, valuesByName } from './crossing.rules';
import { untranslated } from '../localized-name';
import type { Attribute, AttributeCrossing, MarketplaceAttribute } from './taxonomy.types';

const color: Attribute = {
  id: 7,
  name: untranslated('Renk'),
  remoteId: null,
  status: 'active',
  type: 'list',
  old: false,
  values: [
    { id: 70, name: untranslated('Kırmızı') },
    { id: 71, name: untranslated('Mavi') },
    { id: 72, name: untranslated('Yeşil') },
  ],
};
const theirColor: MarketplaceAttribute = {
  marketplace: 'trendyol',
  id: 'ty-color',
  name: 'RENK',
  mandatory: true,
  type: 'list',
  values: [
    { id: 'ty-red', name: 'kirmizi' },
    { id: 'ty-blue', name: 'Mavi ' },
    { id: 'ty-navy', name: 'Lacivert' },
  ],
};
const crossing = (values: AttributeCrossing['values'] = [], excludedValueIds?: number[]): AttributeCrossing => ({
  attributeId: 7,
  remoteAttributeId: 'ty-color',
  remoteAttributeName: 'RENK',
  status: 'crossed',
  values,
  date: '2026-01-01T00:00:00.000Z',
  ...(excludedValueIds ? { excludedValueIds } : {}),
});

describe('names for auto crossing', () => {
  it('match with case, accents, dotless i and spaces set aside; empty names never match', () => {
    expect(sameName('Kırmızı', 'KIRMIZI')).toBe(true);
    expect(sameName('Kırmızı', 'kirmizi')).toBe(true);
    expect(sameName('  Açık  Mavi', 'acik mavi')).toBe(true);
    expect(sameName('Mavi', 'Lacivert')).toBe(false);
    expect(sameName('', ' ')).toBe(false);
  });

  it('pair attributes and values by name', () => {
    expect(attributesByName([color, { id: 8, name: untranslated('Beden') }], [theirColor])).toEqual([{ attributeId: 7, theirs: theirColor }]);
    expect(valuesByName(color.values, theirColor)).toEqual([
      { valueId: 70, remoteValueId: 'ty-red', remoteValueName: 'kirmizi' },
      { valueId: 71, remoteValueId: 'ty-blue', remoteValueName: 'Mavi ' },
    ]);
  });
});

describe('effective value crossings', () => {
  it('in once mode are the stored ones only', () => {
    const stored = crossing([{ valueId: 72, remoteValueId: 'ty-navy', remoteValueName: 'Lacivert' }]);
    expect(effectiveValues(stored, color, theirColor, 'once')).toEqual([{ valueId: 72, remoteValueId: 'ty-navy', remoteValueName: 'Lacivert', auto: false }]);
  });

  it('in forever mode add a name match for every other value, new ones on either side included', () => {
    const stored = crossing([{ valueId: 72, remoteValueId: 'ty-navy', remoteValueName: 'Lacivert' }]);
    expect(effectiveValues(stored, color, theirColor, 'forever').map((value) => [value.valueId, value.remoteValueId, value.auto])).toEqual([
      [70, 'ty-red', true],
      [71, 'ty-blue', true],
      [72, 'ty-navy', false],
    ]);
    const ourNewValue = { ...color, values: [...color.values, { id: 73, name: untranslated('Lacivert') }] };
    expect(effectiveValues(stored, ourNewValue, theirColor, 'forever').at(-1)).toEqual({
      valueId: 73,
      remoteValueId: 'ty-navy',
      remoteValueName: 'Lacivert',
      auto: true,
    });
    const theirNewValue = { ...theirColor, values: [...theirColor.values, { id: 'ty-green', name: 'Yeşil' }] };
    expect(effectiveValues(crossing(), color, theirNewValue, 'forever').map((value) => value.remoteValueId)).toEqual(['ty-red', 'ty-blue', 'ty-green']);
  });

  it('leave out values uncrossed by hand in forever mode, and stored ones whose value is gone', () => {
    expect(effectiveValues(crossing([], [70]), color, theirColor, 'forever').map((value) => value.valueId)).toEqual([71]);
    const gone = crossing([{ valueId: 72, remoteValueId: 'ty-deleted', remoteValueName: 'Old' }]);
    expect(effectiveValues(gone, color, theirColor, 'once')).toEqual([]);
  });

  it('are none while the attribute crossing is uncrossed', () => {
    expect(effectiveValues({ ...crossing(), status: 'uncrossed' }, color, theirColor, 'forever')).toEqual([]);
  });

  it('are stored as they stand when moving to once', () => {
    expect(materialized(effectiveValues(crossing(), color, theirColor, 'forever'))).toEqual(valuesByName(color.values, theirColor));
  });
});

describe('bodies', () => {
  it('crossing a category needs their category and a sync mode', () => {
    expect(fieldErrors(crossCategorySchema, { remoteCategoryId: 'ty-1', syncMode: 'forever' })).toBeNull();
    expect(fieldErrors(crossCategorySchema, { remoteCategoryId: '', syncMode: 'sometimes' })).toEqual({
      remoteCategoryId: 'validation.pickMarketplaceCategory',
      syncMode: 'validation.fillOutField',
    });
  });

  it('a brand needs a name; its image is an https URL; one crossing per marketplace', () => {
    const brand = { name: 'Anadolu', remoteId: null, status: 'active', imageUrl: 'https://cdn.example.test/a.png', crossings: [] };
    expect(fieldErrors(brandSchema, brand)).toBeNull();
    expect(fieldErrors(brandSchema, { ...brand, name: ' ', imageUrl: 'javascript:alert(1)' })).toEqual({
      name: 'validation.fillOutField',
      imageUrl: 'validation.imageUrl',
    });
    const row = { marketplace: 'trendyol', remoteBrandId: 'T1', remoteBrandName: 'Anadolu' };
    expect(fieldErrors(brandSchema, { ...brand, crossings: [row, row] })).toEqual({ crossings: 'validation.marketplaceTwice' });
    expect(fieldErrors(brandSchema, { ...brand, crossings: [{ ...row, remoteBrandId: '' }] })).toEqual({
      'crossings[0].remoteBrandId': 'validation.fillOutField',
    });
  });
});

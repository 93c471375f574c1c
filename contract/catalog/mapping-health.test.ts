import { coveragePercent, mappingHealth, mappingHealthAll, type HealthSources } from './mapping-health';
import type { CategoryCrossing, MarketplaceAttribute } from './taxonomy.types';

const attribute = (id: string, name: string, mandatory: boolean): MarketplaceAttribute => ({
  marketplace: 'trendyol',
  id,
  name,
  mandatory,
  type: 'text',
  values: [],
});

const crossingTo = (remoteCategoryId: string, crossedAttributes: string[], status: CategoryCrossing['status'] = 'crossed'): CategoryCrossing => ({
  marketplace: 'trendyol',
  remoteCategoryId,
  remoteCategoryName: remoteCategoryId,
  status,
  syncMode: 'once',
  date: '2026-01-01T00:00:00.000Z',
  attributes: crossedAttributes.map((id, index) => ({
    attributeId: index + 1,
    remoteAttributeId: id,
    remoteAttributeName: id,
    status: 'crossed',
    values: [],
    date: '2026-01-01T00:00:00.000Z',
  })),
});

const category = (id: number, [en, tr]: [string, string], crossings: CategoryCrossing[]): HealthSources['categories'][number] => ({
  id,
  name: en,
  path: { en: `Home > ${en}`, tr: `Ev > ${tr}` },
  crossings,
});

const SOURCES: HealthSources = {
  categories: [
    category(10, ['Shirts', 'Gömlek'], [crossingTo('ty-shirts', ['ty-color'])]),
    category(11, ['Pots', 'Tencere'], [crossingTo('ty-pots', ['ty-material', 'ty-size'])]),
    category(12, ['Lamps', 'Lamba'], [crossingTo('ty-lamps', [], 'uncrossed')]),
    category(13, ['Rugs', 'Halı'], []),
  ],
  marketplaceCategories: [
    {
      marketplace: 'trendyol',
      id: 'ty-shirts',
      name: 'Gömlek',
      path: 'Giyim > Gömlek',
      parentId: null,
      isLeaf: true,
      attributeIds: ['ty-color', 'ty-size', 'ty-fit'],
    },
    { marketplace: 'trendyol', id: 'ty-pots', name: 'Tencere', path: 'Ev > Tencere', parentId: null, isLeaf: true, attributeIds: ['ty-material', 'ty-size'] },
  ],
  marketplaceAttributes: [
    attribute('ty-color', 'Renk', true),
    attribute('ty-size', 'Beden', true),
    attribute('ty-fit', 'Kalıp', false),
    attribute('ty-material', 'Malzeme', true),
  ],
};

describe('mapping health', () => {
  // 3 shirts, 2 pots, 4 lamps, 1 rug, and a product on a category the tree no longer has.
  const products = [10, 10, 10, 11, 11, 12, 12, 12, 12, 13, 99];

  it('counts used and crossed categories and the products they cover', () => {
    const health = mappingHealth('trendyol', products, SOURCES);
    expect(health).toMatchObject({ marketplace: 'trendyol', categoriesUsed: 5, categoriesCrossed: 2, productsCovered: 5, productsTotal: 11 });
    expect(coveragePercent(health)).toBe(45);
  });

  it('lists uncrossed categories, most products first (uncrossed since and never crossed alike), named in both languages', () => {
    expect(mappingHealth('trendyol', products, SOURCES).uncrossed).toEqual([
      { categoryId: 12, categoryName: { en: 'Lamps', tr: 'Lamba' }, products: 4 },
      { categoryId: 13, categoryName: { en: 'Rugs', tr: 'Halı' }, products: 1 },
      { categoryId: 99, categoryName: { en: '99', tr: '99' }, products: 1 },
    ]);
  });

  it('names the mandatory attributes of crossed categories that nothing of ours is crossed to', () => {
    expect(mappingHealth('trendyol', products, SOURCES).missingMandatory).toEqual([
      { categoryId: 10, categoryName: { en: 'Shirts', tr: 'Gömlek' }, remoteAttributeId: 'ty-size', remoteAttributeName: 'Beden' },
    ]);
  });

  it('does not count an attribute crossing that was uncrossed', () => {
    const pots = crossingTo('ty-pots', ['ty-material', 'ty-size']);
    pots.attributes[1]!.status = 'uncrossed';
    const sources = { ...SOURCES, categories: [category(11, ['Pots', 'Tencere'], [pots])] };
    expect(mappingHealth('trendyol', [11], sources).missingMandatory.map((missing) => missing.remoteAttributeId)).toEqual(['ty-size']);
  });

  it('is empty but whole for a company without products, and per marketplace', () => {
    const all = mappingHealthAll(['trendyol', 'hepsiburada'], [], SOURCES);
    expect(all.map((health) => [health.marketplace, health.categoriesUsed, coveragePercent(health)])).toEqual([
      ['trendyol', 0, 0],
      ['hepsiburada', 0, 0],
    ]);
    expect(mappingHealth('hepsiburada', products, SOURCES).categoriesCrossed).toBe(0);
  });
});

import type { CategoryCrossAnswer, MarketplaceCross } from '@contract/catalog/crossing.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { createWorld, type World } from '../world';
import { crossAttribute, crossCategory, crossValue, uncrossAttribute, uncrossCategory, uncrossValue } from './crossing-operations';
import { isRefusal, type Refusal } from '../refusal';
import { taxonomyOf } from './taxonomy';
import { getCategoryCross } from './taxonomy-lists';

const NOW = Date.UTC(2026, 0, 15, 9);
/** Women's T-Shirts: crossed to Hepsiburada, never to Trendyol or the Noon channels. */
const TSHIRTS = 104;
const COLOUR = 1;
const BLACK = 1001;

const cross = (answer: CategoryCrossAnswer | Refusal, marketplace: MarketplaceCode): MarketplaceCross => {
  if (isRefusal(answer)) throw new Error(`refused: ${answer.code}`);
  return answer.marketplaces.find((candidate) => candidate.marketplace === marketplace)!;
};
const row = (view: MarketplaceCross, attributeId: number) => view.attributes.find((candidate) => candidate.attribute.id === attributeId)!;
const noonTshirts = (world: World) =>
  taxonomyOf(world).marketplaceCategories.find((category) => category.marketplace === 'noon-ae' && category.isLeaf && category.name === 'T-Shirts')!;

describe('crossing a category', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('crosses to their leaf and maps every attribute of ours theirs has by name; once stores the value pairs', () => {
    const view = cross(
      crossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW),
      'noon-ae',
    );
    expect(view.crossing).toMatchObject({ status: 'crossed', syncMode: 'once', remoteCategoryName: 'T-Shirts', date: new Date(NOW).toISOString() });
    expect(row(view, COLOUR).crossing).toMatchObject({ remoteAttributeId: 'colour', status: 'crossed' });
    expect(row(view, COLOUR).crossing!.values.find((value) => value.valueId === BLACK)).toEqual({
      valueId: BLACK,
      remoteValueId: 'black',
      remoteValueName: 'Black',
      auto: false,
    });
    expect(view.missingMandatory).toEqual([]);
    expect(view.theirAttributes.map((attribute) => attribute.id)).toEqual(noonTshirts(world).attributeIds);
  });

  it('in forever mode maps values by name on read, a value added later included', () => {
    crossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, { remoteCategoryId: noonTshirts(world).id, syncMode: 'forever' }, NOW);
    const stored = taxonomyOf(world)
      .categories.find((category) => category.id === TSHIRTS)!
      .crossings.find((crossing) => crossing.marketplace === 'noon-ae')!;
    expect(stored.attributes.find((attribute) => attribute.attributeId === COLOUR)!.values).toEqual([]);
    const before = row(cross(getCategoryCross(world, TSHIRTS)!, 'noon-ae'), COLOUR).crossing!.values;
    expect(before.every((value) => value.auto)).toBe(true);

    const colour = taxonomyOf(world).attributes.find((attribute) => attribute.id === COLOUR)!;
    colour.values.push({ id: 1099, name: { en: 'Tezgah Teal', tr: 'Tezgah Turkuaz' } });
    taxonomyOf(world)
      .marketplaceAttributes.find((attribute) => attribute.marketplace === 'noon-ae' && attribute.id === 'colour')!
      .values.push({ id: 'tezgah-teal', name: 'TEZGAH TEAL' });
    const after = row(cross(getCategoryCross(world, TSHIRTS)!, 'noon-ae'), COLOUR).crossing!.values;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual({ valueId: 1099, remoteValueId: 'tezgah-teal', remoteValueName: 'TEZGAH TEAL', auto: true });
  });

  it('refuses a category of theirs that is not a leaf or not theirs, and one of ours that does not exist', () => {
    const parent = taxonomyOf(world).marketplaceCategories.find((category) => category.marketplace === 'noon-ae' && !category.isLeaf)!;
    expect(crossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, { remoteCategoryId: parent.id, syncMode: 'once' }, NOW)).toEqual({
      code: 'validation',
      fields: { remoteCategoryId: 'validation.pickMarketplaceCategory' },
    });
    expect(
      crossCategory(world, { categoryId: TSHIRTS, marketplace: 'trendyol' }, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW),
    ).toMatchObject({ code: 'validation' });
    expect(crossCategory(world, { categoryId: 99_999, marketplace: 'noon-ae' }, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW)).toEqual({
      code: 'categoryNotFound',
    });
  });

  it('uncrosses: the status and date change, attributes show uncrossed, and crossing again to the same category restores them', () => {
    crossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW);
    const later = NOW + 60_000;
    const view = cross(uncrossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, later), 'noon-ae');
    expect(view.crossing).toMatchObject({ status: 'uncrossed', date: new Date(later).toISOString() });
    expect(row(view, COLOUR).crossing).toMatchObject({ status: 'uncrossed', values: [] });
    expect(view.theirAttributes).toEqual([]);
    const again = cross(
      crossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, later),
      'noon-ae',
    );
    expect(row(again, COLOUR).crossing?.values.length).toBeGreaterThan(0);
  });
});

describe('crossing attributes and values', () => {
  let world: World;
  const path = { categoryId: TSHIRTS, marketplace: 'noon-ae' as const };
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('needs the category crossed first, and their attribute to belong to their category', () => {
    expect(crossAttribute(world, { ...path, attributeId: COLOUR }, { remoteAttributeId: 'colour' }, NOW)).toEqual({
      code: 'validation',
      fields: { _: 'validation.crossCategoryFirst' },
    });
    crossCategory(world, path, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW);
    expect(crossAttribute(world, { ...path, attributeId: COLOUR }, { remoteAttributeId: 'shoe_size' }, NOW)).toEqual({
      code: 'validation',
      fields: { remoteAttributeId: 'validation.pickMarketplaceAttribute' },
    });
    expect(crossAttribute(world, { ...path, attributeId: 30 }, { remoteAttributeId: 'colour' }, NOW)).toEqual({ code: 'attributeNotFound' });
  });

  it('uncrosses an attribute, which then counts as a missing mandatory one, and crosses it again', () => {
    crossCategory(world, path, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW);
    const uncrossed = cross(uncrossAttribute(world, { ...path, attributeId: COLOUR }, NOW), 'noon-ae');
    expect(row(uncrossed, COLOUR).crossing).toMatchObject({ status: 'uncrossed', values: [] });
    expect(uncrossed.missingMandatory).toEqual([{ remoteAttributeId: 'colour', remoteAttributeName: 'Colour' }]);
    const crossed = cross(crossAttribute(world, { ...path, attributeId: COLOUR }, { remoteAttributeId: 'colour' }, NOW), 'noon-ae');
    expect(row(crossed, COLOUR).crossing?.status).toBe('crossed');
    expect(crossed.missingMandatory).toEqual([]);
  });

  it('crosses and uncrosses one value; in forever mode the name match does not bring an uncrossed value back', () => {
    crossCategory(world, path, { remoteCategoryId: noonTshirts(world).id, syncMode: 'forever' }, NOW);
    const target = { ...path, attributeId: COLOUR, valueId: BLACK };
    const crossed = cross(crossValue(world, target, { remoteValueId: 'navy' }), 'noon-ae');
    expect(row(crossed, COLOUR).crossing!.values.find((value) => value.valueId === BLACK)).toEqual({
      valueId: BLACK,
      remoteValueId: 'navy',
      remoteValueName: 'Navy',
      auto: false,
    });
    const uncrossed = cross(uncrossValue(world, target), 'noon-ae');
    expect(row(uncrossed, COLOUR).crossing!.values.some((value) => value.valueId === BLACK)).toBe(false);
    const again = cross(crossValue(world, target, { remoteValueId: 'black' }), 'noon-ae');
    expect(row(again, COLOUR).crossing!.values.find((value) => value.valueId === BLACK)?.remoteValueId).toBe('black');
  });

  it('refuses a value that is not ours or not theirs, and a value of an uncrossed attribute', () => {
    crossCategory(world, path, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW);
    expect(crossValue(world, { ...path, attributeId: COLOUR, valueId: 2001 }, { remoteValueId: 'black' })).toEqual({ code: 'notFound' });
    expect(crossValue(world, { ...path, attributeId: COLOUR, valueId: BLACK }, { remoteValueId: 'xs' })).toEqual({
      code: 'validation',
      fields: { remoteValueId: 'validation.pickMarketplaceValue' },
    });
    uncrossAttribute(world, { ...path, attributeId: COLOUR }, NOW);
    expect(crossValue(world, { ...path, attributeId: COLOUR, valueId: BLACK }, { remoteValueId: 'black' })).toEqual({
      code: 'validation',
      fields: { _: 'validation.crossAttributeFirst' },
    });
  });

  it('moving from forever to once keeps the values forever showed', () => {
    crossCategory(world, path, { remoteCategoryId: noonTshirts(world).id, syncMode: 'forever' }, NOW);
    const shown = row(cross(getCategoryCross(world, TSHIRTS)!, 'noon-ae'), COLOUR).crossing!.values.length;
    const once = cross(crossCategory(world, path, { remoteCategoryId: noonTshirts(world).id, syncMode: 'once' }, NOW), 'noon-ae');
    expect(row(once, COLOUR).crossing!.values).toHaveLength(shown);
    expect(row(once, COLOUR).crossing!.values.every((value) => !value.auto)).toBe(true);
  });
});

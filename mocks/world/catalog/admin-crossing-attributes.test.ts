import { parseAdminAttributeCrossQuery } from '@contract/admin-crossing/attribute-crossing.query';
import { createWorld, type World } from '../world';
import { listAdminAttributeCrossings } from './admin-crossing-attributes';
import { crossAttribute, crossCategory, uncrossAttribute } from './crossing-operations';
import { isRefusal } from '../refusal';
import { taxonomyOf } from './taxonomy';
import { getCategoryCross } from './taxonomy-lists';

const NOW = Date.UTC(2026, 0, 15, 9);
/** Women's T-Shirts: crossed to Hepsiburada, never to the Noon channels; Colour is one of its attributes. */
const TSHIRTS = 104;
const COLOUR = 1;

const list = (world: World, raw: Record<string, string>) => listAdminAttributeCrossings(world, parseAdminAttributeCrossQuery(raw));

describe('the staff list of attribute crossings', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });

  it('lists the attributes of crossed leaves only, counted per state, as the seller-side cross page reads them', () => {
    const answer = list(world, { marketplace: 'hepsiburada', q: String(TSHIRTS), pageSize: '100' });
    const seller = getCategoryCross(world, TSHIRTS)!.marketplaces.find((cross) => cross.marketplace === 'hepsiburada')!;
    expect(answer.total).toBe(seller.attributes.length);
    const colour = answer.items.find((row) => row.attributeId === COLOUR)!;
    const sellerColour = seller.attributes.find((row) => row.attribute.id === COLOUR)!.crossing;
    expect(colour).toMatchObject({ status: sellerColour?.status ?? null, valuesCrossed: sellerColour?.values.length ?? 0 });
    expect(list(world, { marketplace: 'noon-ae', q: String(TSHIRTS) }).total).toBe(0);
    const all = list(world, { pageSize: '100' });
    expect(all.tabCounts.crossed + all.tabCounts.uncrossed + all.tabCounts.never).toBe(all.tabCounts.all);
  });

  it('filters by mandatory, ours or theirs, and by company', () => {
    expect(list(world, { mandatory: 'ours', pageSize: '100' }).items.every((row) => row.mandatory)).toBe(true);
    expect(list(world, { mandatory: 'theirs', pageSize: '100' }).items.every((row) => row.theirMandatory === true)).toBe(true);
    expect(list(world, { companyId: '1001', pageSize: '100' }).items.every((row) => (row.products ?? 0) > 0)).toBe(true);
  });

  it('a crossing made by the shared operations shows at once, with auto-crossed values in forever mode', () => {
    const theirs = taxonomyOf(world).marketplaceCategories.find(
      (category) => category.marketplace === 'noon-ae' && category.isLeaf && category.name === 'T-Shirts',
    )!;
    expect(isRefusal(crossCategory(world, { categoryId: TSHIRTS, marketplace: 'noon-ae' }, { remoteCategoryId: theirs.id, syncMode: 'forever' }, NOW))).toBe(
      false,
    );
    const colour = () => list(world, { marketplace: 'noon-ae', q: String(TSHIRTS) }).items.find((row) => row.attributeId === COLOUR)!;
    expect(colour()).toMatchObject({ status: 'crossed', syncMode: 'forever' });
    expect(colour().valuesAuto).toBe(colour().valuesCrossed);
    expect(colour().valuesCrossed).toBeGreaterThan(0);
    uncrossAttribute(world, { categoryId: TSHIRTS, marketplace: 'noon-ae', attributeId: COLOUR }, NOW);
    expect(colour()).toMatchObject({ status: 'uncrossed', valuesCrossed: 0 });
    crossAttribute(world, { categoryId: TSHIRTS, marketplace: 'noon-ae', attributeId: COLOUR }, { remoteAttributeId: 'colour' }, NOW);
    expect(colour().status).toBe('crossed');
  });
});

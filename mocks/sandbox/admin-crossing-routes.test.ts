import { describe, expect, it } from 'vitest';
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import type { AdminAttributeCrossListAnswer } from '@contract/admin-crossing/attribute-crossing.query';
import type { AdminCategoryCrossListAnswer } from '@contract/admin-crossing/category-cross.query';
import type { CategoryCrossAnswer, MarketplaceCategoryListAnswer } from '@contract/catalog/crossing.api';
import type { MappingHealthAnswer } from '@contract/catalog/mapping-health';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const SELLER: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001 };
const call = file.client('marketplace', ADMIN, '/v1/admin/');
const sellerCall = file.client('marketplace', SELLER);
/** Women's T-Shirts, never crossed to Trendyol in the seeded world. */
const TSHIRTS = 104;

describe('sandbox marketplace: category crossings for staff', () => {
  it('lists the leaves per marketplace with the tab counts, and filters by company', async () => {
    const all = await call<AdminCategoryCrossListAnswer>('category-crossings?marketplace=trendyol&tab=never');
    expect(all.status).toBe(200);
    expect(all.body.items.every((row) => row.marketplace === 'trendyol' && row.status === null)).toBe(true);
    const company = await call<AdminCategoryCrossListAnswer>('category-crossings?companyId=1001&pageSize=100');
    expect(company.body.items.every((row) => (row.products ?? 0) > 0)).toBe(true);
    expect(company.body.total).toBeLessThan(all.body.tabCounts.all * 5);
  });

  it('answers the health of the tree, and the company’s as its sellers read it', async () => {
    const health = await call<AdminCrossHealthAnswer>('category-crossings/health?companyId=1001');
    const seller = await sellerCall<MappingHealthAnswer>('1001/mapping-health');
    expect(health.status).toBe(200);
    expect(health.body.company).toEqual(seller.body.items);
    expect(health.body.items.map((item) => item.marketplace)).toContain('trendyol');
  });

  it('crosses a leaf and the seller’s own cross page reads it; uncrossing follows', async () => {
    const picker = await call<MarketplaceCategoryListAnswer>('marketplace-categories?marketplace=trendyol&pageSize=10');
    const theirs = picker.body.items[0]!;
    const crossed = await call<CategoryCrossAnswer>(`category-crossings/${TSHIRTS}/trendyol`, {
      method: 'PUT',
      body: { remoteCategoryId: theirs.id, syncMode: 'forever' },
    });
    expect(crossed.status).toBe(200);
    const seen = await sellerCall<CategoryCrossAnswer>(`1001/categories/${TSHIRTS}/cross`);
    expect(seen.body.marketplaces.find((entry) => entry.marketplace === 'trendyol')?.crossing).toMatchObject({
      status: 'crossed',
      syncMode: 'forever',
      remoteCategoryId: theirs.id,
    });
    const uncrossed = await call<CategoryCrossAnswer>(`category-crossings/${TSHIRTS}/trendyol`, { method: 'DELETE' });
    expect(uncrossed.body.marketplaces.find((entry) => entry.marketplace === 'trendyol')?.crossing?.status).toBe('uncrossed');
  });

  it('refuses a bad body, an unknown category, a picker without marketplace, and any token but staff', async () => {
    const bad = await call(`category-crossings/${TSHIRTS}/trendyol`, { method: 'PUT', body: { remoteCategoryId: '', syncMode: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'validation', fields: { remoteCategoryId: 'validation.pickMarketplaceCategory' } });
    const notLeaf = await call(`category-crossings/${TSHIRTS}/trendyol`, { method: 'PUT', body: { remoteCategoryId: 'no-such', syncMode: 'once' } });
    expect(notLeaf.status).toBe(400);
    expect((await call('category-crossings/999999/trendyol', { method: 'DELETE' })).body).toMatchObject({ error: 'categoryNotFound' });
    expect((await call(`category-crossings/${TSHIRTS}/nowhere`, { method: 'DELETE' })).status).toBe(404);
    expect((await call('marketplace-categories')).status).toBe(400);
    expect((await call('category-crossings', { token: ACTING })).status).toBe(403);
    expect((await call(`category-crossings/${TSHIRTS}/trendyol`, { method: 'DELETE', token: SELLER })).status).toBe(403);
  });
});

describe('sandbox marketplace: attribute crossings for staff', () => {
  const COLOUR = 1;
  const BLACK = 1001;
  const path = `category-crossings/${TSHIRTS}/hepsiburada/attributes/${COLOUR}`;

  it('lists the attributes of crossed leaves, and one category’s crossings as the seller page reads them', async () => {
    const list = await call<AdminAttributeCrossListAnswer>(`attribute-crossings?marketplace=hepsiburada&q=${TSHIRTS}`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((row) => row.attributeId)).toContain(COLOUR);
    const cross = await call<CategoryCrossAnswer>(`category-crossings/${TSHIRTS}`);
    const seller = await sellerCall<CategoryCrossAnswer>(`1001/categories/${TSHIRTS}/cross`);
    expect(cross.body).toEqual(seller.body);
    expect((await call('category-crossings/999999')).body).toMatchObject({ error: 'categoryNotFound' });
  });

  it('crosses and uncrosses an attribute and a value with the seller-side rules', async () => {
    const uncrossed = await call<CategoryCrossAnswer>(path, { method: 'DELETE' });
    const colourOf = (answer: CategoryCrossAnswer) =>
      answer.marketplaces.find((entry) => entry.marketplace === 'hepsiburada')!.attributes.find((row) => row.attribute.id === COLOUR)!.crossing;
    expect(colourOf(uncrossed.body)?.status).toBe('uncrossed');
    expect((await call(`${path}/values/${BLACK}`, { method: 'PUT', body: { remoteValueId: 'x' } })).body).toMatchObject({
      fields: { _: 'validation.crossAttributeFirst' },
    });
    const theirs = colourOf(uncrossed.body)!.remoteAttributeId;
    const crossed = await call<CategoryCrossAnswer>(path, { method: 'PUT', body: { remoteAttributeId: theirs } });
    expect(colourOf(crossed.body)?.status).toBe('crossed');
    expect((await call(path, { method: 'PUT', body: {} })).status).toBe(400);
    const value = await call<CategoryCrossAnswer>(`${path}/values/${BLACK}`, { method: 'DELETE' });
    expect(colourOf(value.body)?.values.some((entry) => entry.valueId === BLACK)).toBe(false);
    expect((await call(path, { method: 'DELETE', token: ACTING })).status).toBe(403);
  });
});

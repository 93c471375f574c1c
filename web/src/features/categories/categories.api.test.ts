import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { changeCrossing, crossingUrl, deleteCategory, fetchMarketplaceCategories } from './categories.api';

describe('crossingUrl', () => {
  it('names a crossing as deep as its target goes', () => {
    expect(crossingUrl(7, { marketplace: 'noon-ae' })).toBe('/api/categories/7/crossings/noon-ae');
    expect(crossingUrl(7, { marketplace: 'noon-ae', attributeId: 3 })).toBe('/api/categories/7/crossings/noon-ae/attributes/3');
    expect(crossingUrl(7, { marketplace: 'trendyol', attributeId: 3, valueId: 9 })).toBe('/api/categories/7/crossings/trendyol/attributes/3/values/9');
  });
});

describe('categories api', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('crosses with PUT and its body, uncrosses with DELETE', async () => {
    api = fakeApi({
      'PUT /api/categories/7/crossings/noon-ae/attributes/3': { data: { crossings: [] } },
      'DELETE /api/categories/7/crossings/noon-ae/attributes/3/values/9': { data: { crossings: [] } },
      'DELETE /api/categories/7/crossings/hepsiburada': { data: { crossings: [] } },
    });
    await changeCrossing(7, { target: { marketplace: 'noon-ae', attributeId: 3 }, body: { remoteAttributeId: 'A-1' } });
    await changeCrossing(7, { target: { marketplace: 'noon-ae', attributeId: 3, valueId: 9 }, body: null });
    await changeCrossing(7, { target: { marketplace: 'hepsiburada' }, body: null });
    expect(api.calls.map((call) => `${call.method?.toUpperCase()} ${call.url}`)).toEqual([
      'PUT /api/categories/7/crossings/noon-ae/attributes/3',
      'DELETE /api/categories/7/crossings/noon-ae/attributes/3/values/9',
      'DELETE /api/categories/7/crossings/hepsiburada',
    ]);
    expect(JSON.parse(String(api.calls[0]!.data))).toEqual({ remoteAttributeId: 'A-1' });
    expect(api.calls[1]!.data).toBeUndefined();
  });

  it('asks to delete anyway only when told, and answers null', async () => {
    api = fakeApi({ 'DELETE /api/categories/5': { status: 204 } });
    await expect(deleteCategory(5, false)).resolves.toBeNull();
    await deleteCategory(5, true);
    expect(api.calls.map((call) => call.params as unknown)).toEqual([{}, { deleteAnyway: 'true' }]);
  });

  it('sends the picker query with the marketplace', async () => {
    api = fakeApi({ 'GET /api/categories/marketplace-categories': { data: { items: [] } } });
    await fetchMarketplaceCategories({ marketplace: 'trendyol', q: 'shirt', page: 2, pageSize: 25 });
    expect(api.calls[0]!.params).toEqual({ marketplace: 'trendyol', q: 'shirt', page: '2', pageSize: '25' });
  });
});

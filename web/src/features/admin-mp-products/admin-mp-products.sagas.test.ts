import { call, getContext, put } from 'redux-saga/effects';
import { LOAD_PAGE_CONTEXT_KEY } from '@web/lib/navigation';
import { actAsCompany } from '@web/lib/act-as';
import { openAsSeller } from './admin-mp-products.sagas';
import { openAsSellerFailed, openAsSellerRequested } from './admin-mp-products.slice';
import { keepWayBack } from './remembered-search';

const request = openAsSellerRequested({ companyId: 1002, adminSearch: { sku: 'GULF', companyId: '1002' }, sellerSearch: { sku: 'GULF', tab: 'locked' } });

describe('opening a company’s marketplace products as the seller', () => {
  it('keeps the admin’s search, acts as the company, then loads the seller’s list with the same filters', () => {
    const load = vi.fn();
    const saga = openAsSeller(request);
    expect(saga.next().value).toEqual(call(keepWayBack, { sku: 'GULF', companyId: '1002' }));
    expect(saga.next().value).toEqual(call(actAsCompany, 1002));
    expect(saga.next().value).toEqual(getContext(LOAD_PAGE_CONTEXT_KEY));
    expect(saga.next(load).value).toEqual(call(load, '/products/mp-products?sku=GULF&tab=locked'));
    expect(saga.next().done).toBe(true);
  });

  it('stays on the list with the reason when act-as fails', () => {
    const saga = openAsSeller(request);
    saga.next();
    saga.next();
    expect(saga.throw(new Error('down')).value).toMatchObject(
      put(openAsSellerFailed({ code: 'generic', message: expect.any(String), status: null, retryAfterSeconds: null })),
    );
    expect(saga.next().done).toBe(true);
  });
});

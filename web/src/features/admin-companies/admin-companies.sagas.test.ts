import { call, getContext, put } from 'redux-saga/effects';
import { LOAD_PAGE_CONTEXT_KEY } from '@web/lib/navigation';
import { actAs, fetchCompanies } from './admin-companies.api';
import { actAsSeller, loadCompanies } from './admin-companies.sagas';
import { actAsFailed, actAsRequested, actAsSucceeded, companiesLoaded, companiesRequested } from './admin-companies.slice';

describe('admin companies sagas', () => {
  it('loads a page of companies for the URL query', () => {
    const saga = loadCompanies(companiesRequested({ q: 'ana', page: 2 }));
    expect(saga.next().value).toEqual(call(fetchCompanies, { q: 'ana', page: 2 }));
    expect(saga.next({ items: [], total: 0 }).value).toEqual(put(companiesLoaded({ items: [], total: 0 })));
  });

  it('acts as a seller: POST actAs, then a full page load of the seller dashboard', () => {
    const load = vi.fn();
    const saga = actAsSeller(actAsRequested(4711));
    expect(saga.next().value).toEqual(call(actAs, { companyId: 4711 }));
    expect(saga.next().value).toEqual(put(actAsSucceeded()));
    expect(saga.next().value).toEqual(getContext(LOAD_PAGE_CONTEXT_KEY));
    expect(saga.next(load).value).toEqual(call(load, '/'));
    expect(saga.next().done).toBe(true);
  });

  it('keeps the error and stays on the page when act-as fails', () => {
    const saga = actAsSeller(actAsRequested(4711));
    saga.next();
    expect(saga.throw(new Error('down')).value).toMatchObject(
      put(actAsFailed({ code: 'generic', message: expect.any(String), status: null, retryAfterSeconds: null })),
    );
    expect(saga.next().done).toBe(true);
  });
});

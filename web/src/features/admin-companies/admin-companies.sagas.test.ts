import { call, getContext, put } from 'redux-saga/effects';
import { NAVIGATE_CONTEXT_KEY } from '@web/lib/navigation';
import { settleRoleSwitch } from '@web/lib/session/role-switch';
import { fetchMe } from '@web/lib/session/session.api';
import { roleSwitchEnded, roleSwitchStarted, userLoaded } from '@web/lib/session/session.slice';
import { makeUser } from '@web/test/fixtures';
import { actAs, fetchCompanies } from './admin-companies.api';
import { actAsSeller, loadCompanies } from './admin-companies.sagas';
import { actAsFailed, actAsRequested, actAsSucceeded, companiesLoaded, companiesRequested } from './admin-companies.slice';

describe('admin companies sagas', () => {
  it('loads a page of companies for the URL query', () => {
    const saga = loadCompanies(companiesRequested({ q: 'ana', page: 2 }));
    expect(saga.next().value).toEqual(call(fetchCompanies, { q: 'ana', page: 2 }));
    expect(saga.next({ items: [], total: 0 }).value).toEqual(put(companiesLoaded({ items: [], total: 0 })));
  });

  it('acts as a seller: POST actAs, reload the user, open the seller dashboard', () => {
    const navigate = vi.fn();
    const user = makeUser('adminAsUser');
    const saga = actAsSeller(actAsRequested(4711));
    expect(saga.next().value).toEqual(put(roleSwitchStarted()));
    expect(saga.next().value).toEqual(call(actAs, { companyId: 4711 }));
    expect(saga.next().value).toEqual(call(fetchMe));
    expect(saga.next({ user }).value).toEqual(getContext(NAVIGATE_CONTEXT_KEY));
    expect(saga.next(navigate).value).toEqual(call(navigate, '/', { replace: false }));
    expect(saga.next().value).toEqual(put(userLoaded({ user })));
    expect(saga.next().value).toEqual(put(actAsSucceeded()));
    expect(saga.next().value).toEqual(call(settleRoleSwitch));
  });

  it('ends the switch and keeps the error when act-as fails', () => {
    const saga = actAsSeller(actAsRequested(4711));
    saga.next();
    saga.next();
    expect(saga.throw(new Error('down')).value).toEqual(put(roleSwitchEnded()));
    expect(saga.next().value).toMatchObject(put(actAsFailed({ code: 'generic', message: expect.any(String), status: null, retryAfterSeconds: null })));
  });
});

import { call, delay, put, select } from 'redux-saga/effects';
import { fetchCompanies } from './admin-companies.api';
import { DIRECTORY_DEBOUNCE_MS, searchDirectory } from './company-directory.sagas';
import { companyDirectoryFound, companyDirectorySearched, selectCompanyDirectoryText } from './company-directory.slice';

const company = { id: 1002, name: 'Gulf Home Goods', country: 'AE', isOneClickMerchant: false, ownerEmail: 'o@x.dev' };

describe('the company directory saga', () => {
  it('waits for typing to pause, asks for the text, and keeps id and name of each company', () => {
    const saga = searchDirectory(companyDirectorySearched('gulf'));
    expect(saga.next().value).toEqual(select(selectCompanyDirectoryText));
    expect(saga.next(null).value).toEqual(delay(DIRECTORY_DEBOUNCE_MS));
    expect(saga.next().value).toEqual(call(fetchCompanies, { q: 'gulf', page: 1 }));
    expect(saga.next({ items: [company], total: 1 }).value).toEqual(
      put(companyDirectoryFound({ text: 'gulf', choices: [{ id: 1002, name: 'Gulf Home Goods' }] })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('asks nothing for the text its choices already answer', () => {
    const saga = searchDirectory(companyDirectorySearched('gulf'));
    saga.next();
    expect(saga.next('gulf').done).toBe(true);
  });

  it('keeps the last choices when the lookup fails', () => {
    const saga = searchDirectory(companyDirectorySearched('gulf'));
    saga.next();
    saga.next(null);
    saga.next();
    expect(saga.throw(new Error('down')).done).toBe(true);
  });
});

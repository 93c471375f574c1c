import { call } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { companyProfile } from './company-info.resources';
import { afterLogo } from './company-info.sagas';

describe('company info sagas', () => {
  it('reloads GET me after a new logo, so the top bar shows it', () => {
    const saga = afterLogo(companyProfile.commandSucceeded({ name: 'logo', data: null }));
    expect(saga.next().value).toEqual(call(loadUser));
    expect(saga.next().done).toBe(true);
  });

  it('leaves the user alone after a tab is saved', () => {
    expect(afterLogo(companyProfile.commandSucceeded({ name: 'contact', data: null })).next().done).toBe(true);
  });
});

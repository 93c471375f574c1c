import { put } from 'redux-saga/effects';
import { productToolsList } from './admin-tools.resources';
import { reloadToolsList } from './admin-tools.sagas';

describe('reloadToolsList', () => {
  it('asks the search again so the changed row shows its new state', () => {
    const saga = reloadToolsList();
    expect(saga.next().value).toEqual(put(productToolsList.reloadRequested()));
    expect(saga.next().done).toBe(true);
  });
});

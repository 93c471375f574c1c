import { put } from 'redux-saga/effects';
import { orderClaimToolsList } from './order-claim-tools.resources';
import { reloadOrderClaimToolsList } from './order-claim-tools.sagas';

describe('reloadOrderClaimToolsList', () => {
  it('asks the search again so the changed row shows its new state', () => {
    const saga = reloadOrderClaimToolsList();
    expect(saga.next().value).toEqual(put(orderClaimToolsList.reloadRequested()));
    expect(saga.next().done).toBe(true);
  });
});

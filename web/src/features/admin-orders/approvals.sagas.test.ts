import { put } from 'redux-saga/effects';
import { approvalsList } from './approvals.resources';
import { reloadApprovals } from './approvals.sagas';

describe('reloadApprovals', () => {
  it('asks the queue again so decided requests leave it', () => {
    const saga = reloadApprovals();
    expect(saga.next().value).toEqual(put(approvalsList.reloadRequested()));
    expect(saga.next().done).toBe(true);
  });
});

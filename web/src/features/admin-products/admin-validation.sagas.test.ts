import { put } from 'redux-saga/effects';
import { validationQueue, validationSettings } from './admin-validation.resources';
import { reloadQueueAfter } from './admin-validation.sagas';

describe('reloadQueueAfter', () => {
  it('asks the queue again after a re-validation', () => {
    const saga = reloadQueueAfter(validationSettings.commandSucceeded({ name: 'revalidate', data: null }));
    expect(saga.next().value).toEqual(put(validationQueue.reloadRequested()));
    expect(saga.next().done).toBe(true);
  });

  it('leaves the queue alone when only the company list changed', () => {
    const saga = reloadQueueAfter(validationSettings.commandSucceeded({ name: 'addCompany', data: { items: [] } }));
    expect(saga.next().done).toBe(true);
  });
});

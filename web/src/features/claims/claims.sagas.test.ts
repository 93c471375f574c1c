import { call } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { claimDetail } from './claims.resources';
import { afterDecision } from './claims.sagas';

describe('after a decision on a claim', () => {
  it('reloads the session, so the sidebar’s claims badge drops at once', () => {
    for (const name of ['approve', 'reject'] as const) {
      const saga = afterDecision(claimDetail.commandSucceeded({ name, data: null }));
      expect(saga.next().value).toEqual(call(loadUser));
      expect(saga.next().done).toBe(true);
    }
  });

  it('leaves anything else alone', () => {
    expect(afterDecision({ type: 'other', payload: { name: 'refresh' } }).next().done).toBe(true);
  });
});

import { call } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { questionDetail } from './questions.resources';
import { afterReply } from './questions.sagas';

describe('after a reply to a question', () => {
  it('reloads the session, so the sidebar’s tickets badge drops at once', () => {
    const saga = afterReply(questionDetail.commandSucceeded({ name: 'reply', data: null }));
    expect(saga.next().value).toEqual(call(loadUser));
    expect(saga.next().done).toBe(true);
  });

  it('leaves a claim created from it alone (a claim the seller made does not wait for the seller)', () => {
    expect(afterReply(questionDetail.commandSucceeded({ name: 'claim', data: null })).next().done).toBe(true);
  });
});

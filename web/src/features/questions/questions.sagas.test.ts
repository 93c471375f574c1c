import { call } from 'redux-saga/effects';
import { pathOf } from '@contract/routes';
import { navigateTo } from '@web/lib/navigation';
import { loadUser } from '@web/lib/session/session.sagas';
import { fetchQuestions } from './questions.api';
import { questionDetail } from './questions.resources';
import { afterReply, NEXT_WAITING_QUERY, openNextWaiting } from './questions.sagas';

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

describe('after “Send and open the next waiting question”', () => {
  const waitingPage = (ids: number[]) => ({ items: ids.map((id) => ({ id })), total: ids.length, page: 1, pageSize: 2, tabCounts: {} });

  it('opens the first question of the Waiting tab’s order', () => {
    const saga = openNextWaiting(questionDetail.commandSucceeded({ name: 'replyAndNext', data: null }));
    expect(saga.next().value).toEqual(call(fetchQuestions, NEXT_WAITING_QUERY));
    expect(saga.next(waitingPage([1_001_000_011, 1_001_000_012])).value).toEqual(call(navigateTo, pathOf('questionDetail', { questionId: 1_001_000_011 })));
    expect(saga.next().done).toBe(true);
    expect(NEXT_WAITING_QUERY).toMatchObject({ tab: 'awaitingSeller', sort: { field: 'expiresAt', direction: 'asc' }, page: 1 });
  });

  it('returns to the Waiting tab when no question is left', () => {
    const saga = openNextWaiting(questionDetail.commandSucceeded({ name: 'replyAndNext', data: null }));
    saga.next();
    expect(saga.next(waitingPage([])).value).toEqual(call(navigateTo, pathOf('questions')));
  });

  it('reloads the session as a reply does, and a plain reply stays on its question', () => {
    expect(afterReply(questionDetail.commandSucceeded({ name: 'replyAndNext', data: null })).next().value).toEqual(call(loadUser));
    expect(openNextWaiting(questionDetail.commandSucceeded({ name: 'reply', data: null })).next().done).toBe(true);
  });
});

describe('when the waiting questions cannot be read after “Send and open the next”', () => {
  it('opens the Waiting tab (the reply itself was sent)', () => {
    const saga = openNextWaiting(questionDetail.commandSucceeded({ name: 'replyAndNext', data: null }));
    saga.next();
    expect(saga.throw(new Error('offline')).value).toEqual(call(navigateTo, pathOf('questions')));
  });
});

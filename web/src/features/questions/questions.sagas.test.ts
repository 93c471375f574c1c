import { call } from 'redux-saga/effects';
import { pathOf } from '@contract/routes';
import { navigateTo } from '@web/lib/navigation';
import { fetchQuestions } from './questions.api';
import { questionDetail } from './questions.resources';
import { NEXT_WAITING_QUERY, openNextWaiting } from './questions.sagas';

describe('a reply to a question', () => {
  it('changes the session (the sidebar’s tickets badge drops at once); a claim made from it does not wait for the seller', () => {
    const { reply, replyAndNext, claim } = questionDetail.commands;
    expect([reply.changesSession, replyAndNext.changesSession, claim.changesSession]).toEqual([true, true, false]);
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

  it('a plain reply stays on its question', () => {
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

import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { all, call, delay, put, race, select, take } from 'redux-saga/effects';
import type { UnknownAction } from '@reduxjs/toolkit';
import { zeroCounts } from '@contract/lists/list-query';
import { TRANSACTION_TABS, type Transaction } from '@contract/transactions/transaction.types';
import { transactionDetail, type TransactionDetailState } from './transaction-detail.resource';
import {
  DETAIL_ANSWERS,
  detailPoll,
  LIST_ANSWERS,
  listPoll,
  pollUntilLeft,
  pollWhileRunning,
  TRANSACTIONS_POLL_MS,
  transactionsPollingSaga,
  transactionsScreenEntered,
  transactionsScreenLeft,
} from './transactions.polling';
import { transactionsList } from './transactions.resources';
import { sampleTransaction } from './test-support';

const job = (id: string, status: Transaction['status']) => sampleTransaction(id, { status });
const listOf = (...items: Transaction[]) => ({
  status: 'ready' as const,
  query: null,
  error: null,
  page: { items, total: items.length, page: 1, pageSize: 25, tabCounts: { ...zeroCounts(TRANSACTION_TABS), all: items.length } },
});
const noDetail: TransactionDetailState = { status: 'idle', id: null, data: null, error: null };
const stateOf = (list = listOf(), detail = noDetail) => ({ transactionsList: list, transactionDetail: detail });

describe('what to poll with', () => {
  it('reloads the list while a row on it is open or in progress, and only once its answer is in', () => {
    expect(listPoll(stateOf(listOf(job('a', 'done'), job('b', 'inProgress'))))).toEqual(transactionsList.reloadRequested());
    expect(listPoll(stateOf(listOf(job('a', 'open'))))).toEqual(transactionsList.reloadRequested());
    expect(listPoll(stateOf(listOf(job('a', 'done'), job('b', 'warning'), job('c', 'inManuelControl'))))).toBeNull();
    expect(listPoll(stateOf({ ...listOf(job('b', 'inProgress')), status: 'loading' as never }))).toBeNull();
  });

  it('reloads an open detail while its transaction runs', () => {
    const running: TransactionDetailState = { status: 'ready', id: 'b', data: job('b', 'open'), error: null };
    expect(detailPoll(stateOf(listOf(), running))).toEqual(transactionDetail.requested('b'));
    expect(detailPoll(stateOf(listOf(), { ...running, data: job('b', 'error') }))).toBeNull();
    expect(detailPoll(stateOf())).toBeNull();
  });
});

describe('pollWhileRunning, by its effects', () => {
  it('waits, asks again and waits for the answer while something runs; idles until the next answer when nothing does', () => {
    const reload = transactionsList.reloadRequested();
    const saga = pollWhileRunning(listPoll, LIST_ANSWERS);
    expect(saga.next().value).toEqual(select(listPoll));
    expect(saga.next(reload).value).toEqual(delay(TRANSACTIONS_POLL_MS));
    expect(saga.next().value).toEqual(select(listPoll));
    expect(saga.next(reload).value).toEqual(put(reload));
    expect(saga.next().value).toEqual(take(LIST_ANSWERS));
    expect(saga.next(transactionsList.loaded(listOf().page)).value).toEqual(select(listPoll));
    // Nothing runs any more: no timer, it waits for an answer (a tab change, a refresh) that may bring one.
    expect(saga.next(null).value).toEqual(take(LIST_ANSWERS));
    expect(saga.next().value).toEqual(select(listPoll));
    expect(saga.next(reload).value).toEqual(delay(TRANSACTIONS_POLL_MS));
    // The user moved on during the wait: no reload.
    expect(saga.next().value).toEqual(select(listPoll));
    expect(saga.next(null).value).toEqual(select(listPoll));
  });

  it('polls the list and the detail side by side until the screen is left', () => {
    const saga = pollUntilLeft();
    expect(saga.next().value).toEqual(
      race({
        polling: all([call(pollWhileRunning, listPoll, LIST_ANSWERS), call(pollWhileRunning, detailPoll, DETAIL_ANSWERS)]),
        left: take(transactionsScreenLeft.type),
      }),
    );
    expect(saga.next({ left: transactionsScreenLeft() }).done).toBe(true);
  });
});

describe('the polling saga in a running middleware', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads every few seconds while a job runs, and stops when the screen is left', async () => {
    const dispatched: UnknownAction[] = [];
    const channel = stdChannel<UnknownAction>();
    let state = stateOf(listOf(job('b', 'inProgress')));
    const io = {
      channel,
      dispatch: (action: UnknownAction) => {
        dispatched.push(action);
      },
      getState: () => state,
    };
    const emit = (action: UnknownAction) => channel.put(action);
    const task = runSaga(io, transactionsPollingSaga as Saga);
    emit(transactionsScreenEntered());
    await vi.advanceTimersByTimeAsync(TRANSACTIONS_POLL_MS - 1);
    expect(dispatched).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(dispatched).toEqual([transactionsList.reloadRequested()]);
    // The answer: the job finished. No more reloads, however long the screen stays.
    state = stateOf(listOf(job('b', 'done')));
    emit(transactionsList.loaded(state.transactionsList.page));
    await vi.advanceTimersByTimeAsync(5 * TRANSACTIONS_POLL_MS);
    expect(dispatched).toHaveLength(1);
    // A later answer with a running job starts it again; leaving the screen ends it before the next tick.
    state = stateOf(listOf(job('c', 'open')));
    emit(transactionsList.loaded(state.transactionsList.page));
    await vi.advanceTimersByTimeAsync(TRANSACTIONS_POLL_MS);
    expect(dispatched).toHaveLength(2);
    emit(transactionsList.loaded(state.transactionsList.page));
    emit(transactionsScreenLeft());
    await vi.advanceTimersByTimeAsync(5 * TRANSACTIONS_POLL_MS);
    expect(dispatched).toHaveLength(2);
    task.cancel();
  });
});

/**
 * While the transactions screen is open, the list (and an open detail) asks again every few seconds as long as it
 * shows a running job; with none running it asks nothing until the next answer brings one. Leaving the screen stops it.
 */
import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, race, select, take, takeLatest } from 'redux-saga/effects';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ListState } from '@web/lib/resources/list-resource';
import { transactionDetail, type TransactionDetailState } from './transaction-detail.resource';
import { isRunning } from './transaction-rules';
import { transactionsList } from './transactions.resources';

export const TRANSACTIONS_POLL_MS = 3_000;

export const transactionsScreenEntered = createAction('transactions/screenEntered');
export const transactionsScreenLeft = createAction('transactions/screenLeft');

interface PollState {
  transactionsList: ListState<Transaction, string>;
  transactionDetail: TransactionDetailState;
}

/** The action that asks again, or null when nothing running shows. */
export type PollOf = (state: PollState) => UnknownAction | null;

export const listPoll: PollOf = (state) => {
  const list = state.transactionsList;
  return list.status === 'ready' && (list.page?.items ?? []).some(isRunning) ? transactionsList.reloadRequested() : null;
};

export const detailPoll: PollOf = (state) => {
  const { status, data } = state.transactionDetail;
  return status === 'ready' && data && isRunning(data) ? transactionDetail.requested(data.id) : null;
};

export const LIST_ANSWERS = [transactionsList.loaded.type, transactionsList.failed.type];
export const DETAIL_ANSWERS = [transactionDetail.loaded.type, transactionDetail.failed.type];

export function* pollWhileRunning(pollOf: PollOf, answers: string[]): SagaIterator {
  for (;;) {
    if (!(yield select(pollOf))) {
      yield take(answers);
      continue;
    }
    yield delay(TRANSACTIONS_POLL_MS);
    // The screen may have moved on meanwhile (another tab, the dialog closed).
    const again = (yield select(pollOf)) as UnknownAction | null;
    if (!again) continue;
    yield put(again);
    yield take(answers);
  }
}

export function* pollUntilLeft(): SagaIterator {
  yield race({
    polling: all([call(pollWhileRunning, listPoll, LIST_ANSWERS), call(pollWhileRunning, detailPoll, DETAIL_ANSWERS)]),
    left: take(transactionsScreenLeft.type),
  });
}

export function* transactionsPollingSaga(): SagaIterator {
  yield takeLatest(transactionsScreenEntered.type, pollUntilLeft);
}

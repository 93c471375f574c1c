/**
 * One transaction for the detail dialog. Like createDetailResource (whose ids are numbers), but keyed by the
 * transaction's string id; an answer for an id the dialog has left is dropped, and `closed` forgets the record.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import type { Transaction } from '@contract/transactions/transaction.types';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { detailStatusOf } from '@web/lib/resources/detail-resource';
import type { LoadStatus } from '@web/lib/resources/list-resource';
import { fetchTransaction } from './transactions.api';

export interface TransactionDetailState {
  status: LoadStatus;
  id: string | null;
  data: Transaction | null;
  error: ApiFailure | null;
}

const initialState: TransactionDetailState = { status: 'idle', id: null, data: null, error: null };

const slice = createSlice({
  name: 'transactionDetail',
  initialState,
  reducers: {
    /** Loads (or reloads, keeping what shows) the transaction with this id. */
    requested(state, action: PayloadAction<string>) {
      const same = state.id === action.payload;
      return { status: 'loading', id: action.payload, data: same ? state.data : null, error: null };
    },
    loaded(state, action: PayloadAction<Transaction>) {
      if (state.id === action.payload.id) return { ...state, status: 'ready', data: action.payload, error: null };
      return state;
    },
    failed(state, action: PayloadAction<{ id: string; error: ApiFailure }>) {
      if (state.id === action.payload.id) return { ...state, status: 'error', data: null, error: action.payload.error };
      return state;
    },
    closed() {
      return initialState;
    },
  },
});

const { requested, loaded, failed, closed } = slice.actions;

function* load(action: PayloadAction<string>): SagaIterator {
  try {
    yield put(loaded((yield call(fetchTransaction, action.payload)) as Transaction));
  } catch (error) {
    yield put(failed({ id: action.payload, error: toApiFailure(error) }));
  }
}

function* saga(): SagaIterator {
  yield takeLatest(requested.type, load);
}

const select = (state: { transactionDetail: TransactionDetailState }): TransactionDetailState => state.transactionDetail;

/** The dialog's state, in DetailScreen's terms (a notFound answer is its own state). */
const statusOf = (state: TransactionDetailState) => detailStatusOf({ ...state, id: null, command: null });

export const transactionDetail = { name: slice.name, requested, loaded, failed, closed, reducer: slice.reducer, saga, load, select, statusOf };

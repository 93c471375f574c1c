/**
 * One list machinery for redux: a slice and a saga per list screen, made from the list's fetch function. The URL
 * holds the query; the view dispatches `requested(query)` whenever the URL changes, and `takeLatest` drops stale
 * answers.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select as selectEffect, takeLatest } from 'redux-saga/effects';
import type { ListPage } from '@contract/lists/list-query';
import { toApiFailure, type ApiFailure } from '@web/lib/http';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface ListState<Row, Tab extends string, Query = unknown> {
  status: LoadStatus;
  /** The query of the last request (what `reloadRequested` asks again). */
  query: Query | null;
  /** The last answer; kept (dimmed) while the next page loads. */
  page: ListPage<Row, Tab> | null;
  error: ApiFailure | null;
}

/** What a list shows when the view asked nothing (its URL breaks a filter rule): no rows, no error. */
export function nothingAsked<Row, Tab extends string>(): ListState<Row, Tab> {
  return { status: 'ready', query: null, page: null, error: null };
}

export function createListResource<Name extends string, Query, Row, Tab extends string>(name: Name, fetch: (query: Query) => Promise<ListPage<Row, Tab>>) {
  type State = ListState<Row, Tab, Query>;
  const initialState: State = { status: 'idle', query: null, page: null, error: null };
  const requested = createAction<Query>(`${name}/requested`);
  /** Asks the last query again (after a change made elsewhere, e.g. a bulk action). */
  const reloadRequested = createAction(`${name}/reloadRequested`);
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      loaded(state, action: PayloadAction<ListPage<Row, Tab>>) {
        return { ...state, status: 'ready', page: action.payload, error: null } as typeof state;
      },
      failed(state, action: PayloadAction<ApiFailure>) {
        state.status = 'error';
        state.error = action.payload;
      },
    },
    extraReducers: (builder) => {
      builder.addCase(requested, (state, action) => {
        return { ...state, status: 'loading', query: action.payload, error: null } as typeof state;
      });
    },
  });
  const { loaded, failed } = slice.actions;

  function* load(action: PayloadAction<Query>): SagaIterator {
    try {
      const page = (yield call(fetch, action.payload)) as ListPage<Row, Tab>;
      yield put(loaded(page));
    } catch (error) {
      yield put(failed(toApiFailure(error)));
    }
  }

  const select = (state: { [K in Name]: State }): State => state[name];

  function* reload(): SagaIterator {
    const { query } = (yield selectEffect(select)) as State;
    if (query !== null) yield put(requested(query));
  }

  function* saga(): SagaIterator {
    yield takeLatest(requested.type, load);
    yield takeLatest(reloadRequested.type, reload);
  }

  return { name, requested, reloadRequested, loaded, failed, reducer: slice.reducer, saga, load, select };
}

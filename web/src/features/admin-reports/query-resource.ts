/**
 * One answer per query, kept in redux (the report's charts, the audit chain's check): `requested(query)` loads it,
 * `takeLatest` drops a stale answer. Lists use the list machinery instead.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest } from 'redux-saga/effects';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import type { LoadStatus } from '@web/lib/resources/list-resource';

export interface QueryState<Answer> {
  status: LoadStatus;
  data: Answer | null;
  error: ApiFailure | null;
}

export function createQueryResource<Name extends string, Query, Answer>(name: Name, fetch: (query: Query) => Promise<Answer>) {
  type State = QueryState<Answer>;
  const initialState: State = { status: 'idle', data: null, error: null };
  const requested = createAction<Query>(`${name}/requested`);
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      loaded: (_state, action: PayloadAction<Answer>) => ({ status: 'ready', data: action.payload, error: null }) as State,
      failed: (state, action: PayloadAction<ApiFailure>) => ({ ...state, status: 'error', error: action.payload }) as State,
    },
    extraReducers: (builder) => {
      builder.addCase(requested, (state) => ({ ...state, status: 'loading', error: null }) as State);
    },
  });

  function* load(action: PayloadAction<Query>): SagaIterator {
    try {
      yield put(slice.actions.loaded((yield call(fetch, action.payload)) as Answer));
    } catch (error) {
      yield put(slice.actions.failed(toApiFailure(error)));
    }
  }

  function* saga(): SagaIterator {
    yield takeLatest(requested.type, load);
  }

  const select = (state: { [K in Name]: State }): State => state[name];
  return { name, requested, reducer: slice.reducer, saga, select };
}

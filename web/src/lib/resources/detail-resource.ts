/**
 * One detail machinery for redux: load a record by id, and run its commands (cancel, create package…). A command
 * answers the updated record; on failure the error stays with the command so the dialog keeps its form and says why.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { toastShown } from '@web/lib/toasts.slice';
import type { LoadStatus } from './list-resource';

export interface CommandState {
  name: string;
  status: 'running' | 'failed' | 'done';
  error: ApiFailure | null;
}

export interface DetailState<Detail> {
  status: LoadStatus;
  id: number | null;
  data: Detail | null;
  error: ApiFailure | null;
  command: CommandState | null;
}

/** The screen state of a detail: a not-found answer is its own state, not an error. */
export function detailStatusOf(state: DetailState<unknown>): 'loading' | 'ready' | 'notFound' | 'error' {
  if (state.status === 'error') return state.error?.code === 'notFound' ? 'notFound' : 'error';
  return state.status === 'ready' && state.data ? 'ready' : 'loading';
}

export interface Command<Detail> {
  run(id: number, input: unknown): Promise<Detail | null>;
  /** i18n key of the success notice. */
  success: string;
}

export interface CommandRequest {
  name: string;
  id: number;
  input?: unknown;
}

export function createDetailResource<Name extends string, Detail>(
  name: Name,
  fetch: (id: number) => Promise<Detail>,
  commands: Readonly<Record<string, Command<Detail>>>,
) {
  const initialState: DetailState<Detail> = { status: 'idle', id: null, data: null, error: null, command: null };
  const requested = createAction<number>(`${name}/requested`);
  const commandRequested = createAction<CommandRequest>(`${name}/commandRequested`);
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      loaded(state, action: PayloadAction<Detail>) {
        return { ...state, status: 'ready', data: action.payload, error: null } as typeof state;
      },
      failed(state, action: PayloadAction<ApiFailure>) {
        return { ...state, status: 'error', data: null, error: action.payload } as typeof state;
      },
      commandSucceeded(state, action: PayloadAction<{ name: string; data: Detail | null }>) {
        return {
          ...state, command: { name: action.payload.name, status: 'done', error: null },
          ...(action.payload.data === null ? {} : { data: action.payload.data }),
        } as typeof state;
      },
      commandFailed(state, action: PayloadAction<{ name: string; error: ApiFailure }>) {
        state.command = { name: action.payload.name, status: 'failed', error: action.payload.error };
      },
      commandReset(state) {
        state.command = null;
      },
    },
    extraReducers: (builder) => {
      builder
        .addCase(requested, (state, action) => {
          const sameRecord = state.id === action.payload;
          return { ...state, status: 'loading', id: action.payload, error: null, data: sameRecord ? state.data : null, command: null } as typeof state;
        })
        .addCase(commandRequested, (state, action) => {
          state.command = { name: action.payload.name, status: 'running', error: null };
        });
    },
  });
  const { loaded, failed, commandSucceeded, commandFailed, commandReset } = slice.actions;

  function* load(action: PayloadAction<number>): SagaIterator {
    try {
      yield put(loaded((yield call(fetch, action.payload)) as Detail));
    } catch (error) {
      yield put(failed(toApiFailure(error)));
    }
  }

  function* runCommand(action: PayloadAction<CommandRequest>): SagaIterator {
    const { name: commandName, id, input } = action.payload;
    const command = commands[commandName];
    if (!command) return;
    try {
      const data = (yield call([command, command.run], id, input)) as Detail | null;
      yield put(commandSucceeded({ name: commandName, data }));
      yield put(toastShown(command.success, 'success'));
    } catch (error) {
      yield put(commandFailed({ name: commandName, error: toApiFailure(error) }));
    }
  }

  function* saga(): SagaIterator {
    yield takeLatest(requested.type, load);
    yield takeLeading(commandRequested.type, runCommand);
  }

  const select = (state: { [K in Name]: DetailState<Detail> }): DetailState<Detail> => state[name];
  return { name, requested, commandRequested, commandSucceeded, commandReset, loaded, failed, reducer: slice.reducer, saga, load, runCommand, select };
}

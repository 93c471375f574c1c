/**
 * One detail machinery for redux: load a record by id, and run its commands (cancel, create package…). A command
 * answers the updated record; on failure the error stays with the command so the dialog keeps its form and says why.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { loadUser } from '@web/lib/session/session.sagas';
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

/** One command: `run(id, input)` answers the record as it stands afterwards (or null: nothing to show). */
export interface Command<Input, Result> {
  run: (id: number, input: Input) => Promise<Result>;
  /** i18n key of the success notice. */
  success: string;
  /** What it changes shows in the session (the sidebar's counts, the top bar's logo): GET me is asked again after it. */
  changesSession: boolean;
}

export interface CommandOptions {
  changesSession?: boolean;
}

/**
 * A command whose input type is read from `run`: `command((id, body: CancelOrderBody) => cancelOrderItems(id, body),
 * 'orders.cancel.done')`. A `run` that takes only the id has no input.
 */
export function command<Input = void, Result = unknown>(
  run: (id: number, input: Input) => Promise<Result>,
  success: string,
  { changesSession = false }: CommandOptions = {},
): Command<Input, Result> {
  return { run, success, changesSession };
}

/** One command per key, each with its own running or failed state (e.g. a save per marketplace card). */
export function commandPerKey<Key extends string, Input, Result>(keys: readonly Key[], make: (key: Key) => Command<Input, Result>) {
  // Object.fromEntries cannot say that every key of the list is there.
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<Key, Command<Input, Result>>;
}

/** Any command answering this record: `never` accepts every input type, so each command keeps its own. */
type CommandOf<Detail> = Command<never, Detail | null>;
type CommandMap<Detail> = Readonly<Record<string, CommandOf<Detail>>>;

type InputOf<C> = C extends Command<infer Input, unknown> ? Input : never;
/**
 * The input part of a request: none when `run` takes only the id (its input reads as `void`, or as `never` where the
 * command was typed against the resource's map), optional when it may be undefined, required otherwise.
 */
type InputField<Input> = [Input] extends [never] ? { input?: undefined } : undefined extends Input ? { input?: Input } : { input: Input };
type InputArgs<Input> = [Input] extends [never] ? [] : undefined extends Input ? [input?: Input] : [input: Input];

/** What `commandRequested` carries: one member per command, so a name only goes with its own input. */
export type CommandRequest<Commands> = {
  [K in keyof Commands & string]: { name: K; id: number } & InputField<InputOf<Commands[K]>>;
}[keyof Commands & string];

/** `(name, input)` as a page passes a command on: `onCommand('cancel', body)`, `onCommand('delete')`. */
export type CommandCall<Commands> = {
  [K in keyof Commands & string]: [name: K, ...input: InputArgs<InputOf<Commands[K]>>];
}[keyof Commands & string];

/** The commands of a detail resource, for the types below: `CommandName<typeof orderDetail>`. */
type CommandsIn<Resource> = Resource extends { commands: infer Commands } ? Commands : never;
export type CommandName<Resource> = keyof CommandsIn<Resource> & string;
/** A page's command callback, checked per name: `onCommand: OnCommand<typeof orderDetail>`. */
export type OnCommand<Resource> = (...call: CommandCall<CommandsIn<Resource>>) => void;

export function createDetailResource<Name extends string, Detail, Commands extends CommandMap<Detail>>(
  name: Name,
  fetch: (id: number) => Promise<Detail>,
  commands: Commands,
) {
  const initialState: DetailState<Detail> = { status: 'idle', id: null, data: null, error: null, command: null };
  const requested = createAction<number>(`${name}/requested`);
  const commandRequested = createAction<CommandRequest<Commands>>(`${name}/commandRequested`);
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
      commandSucceeded(state, action: PayloadAction<{ name: keyof Commands & string; data: Detail | null }>) {
        return {
          ...state,
          command: { name: action.payload.name, status: 'done', error: null },
          ...(action.payload.data === null ? {} : { data: action.payload.data }),
        } as typeof state;
      },
      commandFailed(state, action: PayloadAction<{ name: keyof Commands & string; error: ApiFailure }>) {
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

  /** The request from a page's `(name, input)`: `orderDetail.commandCalled(id, ...call)`. */
  function commandCalled(id: number, ...[commandName, input]: CommandCall<Commands>) {
    // The tuple pairs each name with its own input; rebuilt as an object, TypeScript no longer sees that pairing.
    return commandRequested({ name: commandName, id, input } as CommandRequest<Commands>);
  }

  function* runCommand(action: PayloadAction<CommandRequest<Commands>>): SagaIterator {
    const { name: commandName, id, input } = action.payload;
    const command: CommandOf<Detail> | undefined = commands[commandName];
    if (!command) return;
    try {
      // The request's type pairs the name with its input; the lookup by a name held in a variable cannot show it.
      const data = (yield call(command.run, id, input as never)) as Detail | null;
      yield put(commandSucceeded({ name: commandName, data }));
      yield put(toastShown(command.success, 'success'));
    } catch (error) {
      yield put(commandFailed({ name: commandName, error: toApiFailure(error) }));
      return;
    }
    if (command.changesSession) yield call(loadUser);
  }

  function* saga(): SagaIterator {
    yield takeLatest(requested.type, load);
    yield takeLeading(commandRequested.type, runCommand);
  }

  const select = (state: { [K in Name]: DetailState<Detail> }): DetailState<Detail> => state[name];
  return {
    name,
    commands,
    requested,
    commandRequested,
    commandCalled,
    commandSucceeded,
    commandReset,
    loaded,
    failed,
    reducer: slice.reducer,
    saga,
    load,
    runCommand,
    select,
  };
}

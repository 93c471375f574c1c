/**
 * One machinery for editable grids (quick edit, later the stock/price import list): typed changes per row, kept as
 * typed with the row's stored values beside them; one save of every changed row; refusals kept per row and field.
 * Problems of the shared schema as you type are not stored: `rowEditing` derives them from the drafts on render.
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select as selectEffect, takeLeading } from 'redux-saga/effects';
import { toApiFailure, type ApiFailure } from '@web/lib/http';
import { loadUser } from '@web/lib/session/session.sagas';
import { toastShown } from '@web/lib/toasts.slice';

export interface RowDraft {
  /** The row's stored value of every editable field, as text, when the first change was made. */
  base: Record<string, string>;
  /** Only the fields the user changed. */
  values: Record<string, string>;
}

export interface RowEditState {
  drafts: Record<string, RowDraft>;
  /** The server's refusals of the last save, per row key and field (i18n keys); a field is dropped once edited. */
  serverProblems: Record<string, Record<string, string>>;
  status: 'idle' | 'saving';
  /** A refusal of the whole save that names no row. */
  error: ApiFailure | null;
}

export interface RowEditOptions<Item, Answer> {
  /** The body item of one changed row: its key and its stored values overlaid with the typed ones. */
  toItem: (key: string, values: Readonly<Record<string, string>>) => Item;
  save: (items: Item[]) => Promise<Answer>;
  /** A refused save's problems per row key (field -> i18n key), or null when it names no row. */
  rowProblems: (failure: ApiFailure, keys: readonly string[]) => Record<string, Record<string, string>> | null;
  /** i18n key of the success notice; it gets `{ count }` from savedCount. */
  savedKey: string;
  savedCount: (answer: Answer, items: readonly Item[]) => number;
  /** What else a save changes (reload the list). */
  afterSave?: (answer: Answer) => SagaIterator;
  /** What a save changes shows in the session (the sidebar's counts): GET me is asked again after it. */
  changesSession?: boolean;
}

export interface CellEdit {
  key: string;
  field: string;
  value: string;
  base: Readonly<Record<string, string>>;
}

export const mergedValues = (draft: RowDraft): Record<string, string> => ({ ...draft.base, ...draft.values });

export function createRowEditResource<Name extends string, Item, Answer>(name: Name, options: RowEditOptions<Item, Answer>) {
  const initialState: RowEditState = { drafts: {}, serverProblems: {}, status: 'idle', error: null };
  const saveRequested = createAction(`${name}/saveRequested`);
  const slice = createSlice({
    name,
    initialState,
    reducers: {
      edited(state, action: PayloadAction<CellEdit>) {
        const { key, field, value, base } = action.payload;
        const draft = state.drafts[key] ?? { base: { ...base }, values: {} };
        if (value === draft.base[field]) delete draft.values[field];
        else draft.values[field] = value;
        const problems = state.serverProblems[key];
        if (problems) delete problems[field];
        if (Object.keys(draft.values).length > 0) {
          state.drafts[key] = draft;
        } else {
          delete state.drafts[key];
          delete state.serverProblems[key];
        }
        if (problems && Object.keys(problems).length === 0) delete state.serverProblems[key];
      },
      rowDiscarded(state, action: PayloadAction<string>) {
        delete state.drafts[action.payload];
        delete state.serverProblems[action.payload];
      },
      discarded() {
        return initialState;
      },
      saved() {
        return initialState;
      },
      refused(state, action: PayloadAction<{ rows: Record<string, Record<string, string>> | null; error: ApiFailure | null }>) {
        state.status = 'idle';
        state.serverProblems = action.payload.rows ?? {};
        state.error = action.payload.error;
      },
    },
    extraReducers: (builder) => {
      builder.addCase(saveRequested, (state) => {
        state.status = 'saving';
        state.error = null;
      });
    },
  });
  const { edited, rowDiscarded, discarded, saved, refused } = slice.actions;
  const select = (state: { [K in Name]: RowEditState }): RowEditState => state[name];

  function* save(): SagaIterator {
    const { drafts } = (yield selectEffect(select)) as RowEditState;
    const keys = Object.keys(drafts);
    if (keys.length === 0) {
      yield put(saved());
      return;
    }
    const items = keys.map((key) => options.toItem(key, mergedValues(drafts[key]!)));
    try {
      const answer = (yield call(options.save, items)) as Answer;
      yield put(saved());
      yield put(toastShown(options.savedKey, 'success', undefined, { count: options.savedCount(answer, items) }));
      if (options.afterSave) yield call(options.afterSave, answer);
      if (options.changesSession) yield call(loadUser);
    } catch (error) {
      const failure = toApiFailure(error);
      const rows = options.rowProblems(failure, keys);
      yield put(refused({ rows, error: rows ? null : failure }));
    }
  }

  function* saga(): SagaIterator {
    yield takeLeading(saveRequested.type, save);
  }

  return { name, edited, rowDiscarded, discarded, saveRequested, refused, saved, reducer: slice.reducer, saga, save, select };
}

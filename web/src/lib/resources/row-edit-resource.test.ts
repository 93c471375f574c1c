import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call } from 'redux-saga/effects';
import { fetchMe } from '@web/lib/session/session.api';
import { toastsReducer } from '@web/lib/toasts.slice';
import type { ApiFailure } from '@web/lib/http';
import { createRowEditResource, type RowEditOptions } from './row-edit-resource';
import { draftValues, rowProblems } from './row-editing';

interface Item {
  id: number;
  price: number;
}
const save = vi.fn<(items: Item[]) => Promise<{ saved: number }>>();
const afterSave = vi.fn();
const options = {
  toItem: (key: string, values: Readonly<Record<string, string>>) => ({ id: Number(key), price: Number(values.price) }),
  save,
  rowProblems: (failure: ApiFailure, keys: readonly string[]) => (failure.fields ? Object.fromEntries(keys.map((key) => [key, failure.fields!])) : null),
  savedKey: 'quickEdit.saved',
  savedCount: (answer: { saved: number }) => answer.saved,
  afterSave: function* after(answer: { saved: number }) {
    yield call(afterSave, answer);
  },
} satisfies RowEditOptions<Item, { saved: number }>;
const edits = createRowEditResource('grid', options);
const base = { price: '10', stock: '3' };

vi.mock('@web/lib/session/session.api', () => ({ fetchMe: vi.fn(() => new Promise(() => {})) }));

function storeWithSagas() {
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: { grid: edits.reducer, toasts: toastsReducer }, middleware: (defaults) => defaults({ thunk: false }).concat(sagas) });
  sagas.run(edits.saga);
  return store;
}

const refusal = (data: object) => Object.assign(new Error('refused'), { isAxiosError: true, response: { status: 400, data, headers: {} } });

describe('row edit resource', () => {
  beforeEach(() => {
    save.mockReset();
    afterSave.mockReset();
  });

  it('keeps only changed fields, and a row typed back to its stored values is no longer changed', () => {
    let state = edits.reducer(undefined, edits.edited({ key: '7', field: 'price', value: '12', base }));
    state = edits.reducer(state, edits.edited({ key: '7', field: 'stock', value: '3', base }));
    expect(state.drafts).toEqual({ 7: { base, values: { price: '12' } } });
    state = edits.reducer(state, edits.edited({ key: '7', field: 'price', value: '10', base }));
    expect(state.drafts).toEqual({});
  });

  it("drops a server problem once its field is edited, and a row's problems with the row", () => {
    let state = edits.reducer(undefined, edits.edited({ key: '7', field: 'price', value: '12', base }));
    state = edits.reducer(state, edits.refused({ rows: { 7: { price: 'validation.numberTooLarge', id: 'validation.variantUnknown' } }, error: null }));
    state = edits.reducer(state, edits.edited({ key: '7', field: 'price', value: '13', base }));
    expect(state.serverProblems).toEqual({ 7: { id: 'validation.variantUnknown' } });
    state = edits.reducer(state, edits.rowDiscarded('7'));
    expect(state).toMatchObject({ drafts: {}, serverProblems: {} });
  });

  it('derives the drafts and the problems as typed, over the server ones', () => {
    let state = edits.reducer(undefined, edits.edited({ key: '7', field: 'price', value: 'abc', base }));
    state = edits.reducer(state, edits.refused({ rows: { 7: { id: 'validation.variantUnknown' } }, error: null }));
    const validate = (values: Readonly<Record<string, string>>) => (Number.isNaN(Number(values.price)) ? { price: 'validation.number' } : null);
    expect(draftValues(state)).toEqual({ 7: { price: 'abc' } });
    expect(rowProblems(state, validate)).toEqual({ 7: { id: 'validation.variantUnknown', price: 'validation.number' } });
  });

  it('asks GET me again after a save only when the resource says a save changes the session', async () => {
    save.mockResolvedValue({ saved: 1 });
    const store = storeWithSagas();
    store.dispatch(edits.edited({ key: '7', field: 'price', value: '12', base }));
    store.dispatch(edits.saveRequested());
    await vi.waitFor(() => expect(afterSave).toHaveBeenCalled());
    expect(fetchMe).not.toHaveBeenCalled();

    const changing = createRowEditResource('changing', { ...options, changesSession: true });
    const sagas = createSagaMiddleware();
    const other = configureStore({
      reducer: { changing: changing.reducer, toasts: toastsReducer },
      middleware: (defaults) => defaults({ thunk: false }).concat(sagas),
    });
    sagas.run(changing.saga);
    other.dispatch(changing.edited({ key: '7', field: 'price', value: '12', base }));
    other.dispatch(changing.saveRequested());
    await vi.waitFor(() => expect(fetchMe).toHaveBeenCalledTimes(1));
  });

  it('saves every changed row in one call, clears the drafts, notifies and runs afterSave', async () => {
    save.mockResolvedValue({ saved: 2 });
    const store = storeWithSagas();
    store.dispatch(edits.edited({ key: '7', field: 'price', value: '12', base }));
    store.dispatch(edits.edited({ key: '8', field: 'price', value: '15', base }));
    store.dispatch(edits.saveRequested());
    expect(store.getState().grid.status).toBe('saving');
    await vi.waitFor(() => expect(afterSave).toHaveBeenCalledWith({ saved: 2 }));
    expect(save).toHaveBeenCalledWith([
      { id: 7, price: 12 },
      { id: 8, price: 15 },
    ]);
    expect(store.getState().grid).toEqual({ drafts: {}, serverProblems: {}, status: 'idle', error: null });
    expect(store.getState().toasts.items[0]).toMatchObject({ messageKey: 'quickEdit.saved', values: { count: 2 } });
  });

  it('keeps the drafts when refused: problems per row, or the failure when no row is named', async () => {
    const store = storeWithSagas();
    store.dispatch(edits.edited({ key: '7', field: 'price', value: '12', base }));
    save.mockRejectedValueOnce(refusal({ code: 'validation', message: 'Please check all fields.', fields: { price: 'validation.notNegative' } }));
    store.dispatch(edits.saveRequested());
    await vi.waitFor(() => expect(store.getState().grid.status).toBe('idle'));
    expect(store.getState().grid).toMatchObject({
      drafts: { 7: { values: { price: '12' } } },
      serverProblems: { 7: { price: 'validation.notNegative' } },
      error: null,
    });

    save.mockRejectedValueOnce(refusal({ code: 'downstreamUnavailable', message: 'down' }));
    store.dispatch(edits.saveRequested());
    await vi.waitFor(() => expect(store.getState().grid.error?.code).toBe('downstreamUnavailable'));
    expect(store.getState().grid.drafts[7]?.values).toEqual({ price: '12' });
    expect(afterSave).not.toHaveBeenCalled();
  });
});

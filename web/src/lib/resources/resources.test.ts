import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { call, put } from 'redux-saga/effects';
import type { ListPage } from '@contract/lists/list-query';
import { loadUser } from '@web/lib/session/session.sagas';
import { toastShown } from '@web/lib/toasts.slice';
import { command, commandPerKey, createDetailResource } from './detail-resource';
import { createListResource } from './list-resource';

type Page = ListPage<{ id: number }, 'a' | 'b'>;
const page = (ids: number[]): Page => ({ items: ids.map((id) => ({ id })), total: ids.length, page: 1, pageSize: 25, tabCounts: { a: ids.length, b: 0 } });

describe('list resource', () => {
  const fetch = vi.fn<(query: { tab: string }) => Promise<Page>>();
  const list = createListResource('things', fetch);

  it('loads the requested query and keeps the last page while the next loads', () => {
    let state = list.reducer(undefined, list.requested({ tab: 'a' }));
    expect(state).toMatchObject({ status: 'loading', query: { tab: 'a' }, page: null });
    state = list.reducer(state, list.loaded(page([1, 2])));
    state = list.reducer(state, list.requested({ tab: 'b' }));
    expect(state).toMatchObject({ status: 'loading', query: { tab: 'b' }, page: { total: 2 } });
    state = list.reducer(state, list.failed({ code: 'downstreamUnavailable', message: '', status: 503, retryAfterSeconds: null }));
    expect(state).toMatchObject({ status: 'error', error: { code: 'downstreamUnavailable' } });
  });

  it('calls the fetch with the query and puts its answer, or the failure', () => {
    const saga = list.load(list.requested({ tab: 'a' }));
    expect(saga.next().value).toEqual(call(fetch, { tab: 'a' }));
    expect(saga.next(page([3])).value).toEqual(put(list.loaded(page([3]))));
    const failing = list.load(list.requested({ tab: 'a' }));
    failing.next();
    expect(failing.throw(new Error('offline')).value).toMatchObject(
      put(list.failed({ code: 'generic', message: expect.any(String), status: null, retryAfterSeconds: null })),
    );
  });

  it('reloads the last query through the store', async () => {
    fetch.mockResolvedValue(page([7]));
    const sagas = createSagaMiddleware();
    const store = configureStore({ reducer: { things: list.reducer }, middleware: (defaults) => defaults({ thunk: false }).concat(sagas) });
    sagas.run(list.saga);
    store.dispatch(list.requested({ tab: 'b' }));
    await vi.waitFor(() => expect(store.getState().things.status).toBe('ready'));
    fetch.mockClear();
    store.dispatch(list.reloadRequested());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith({ tab: 'b' }));
  });
});

describe('detail resource', () => {
  const run = vi.fn<(id: number, input: unknown) => Promise<{ id: number; name: string } | null>>();
  const detail = createDetailResource('thing', vi.fn(), {
    rename: command(run, 'things.renamed'),
    close: command(run, 'things.closed', { changesSession: true }),
  });

  it('runs a command: the answer replaces the record and a success notice shows', () => {
    const saga = detail.runCommand(detail.commandRequested({ name: 'rename', id: 4, input: 'x' }));
    expect(saga.next().value).toMatchObject({ type: 'CALL', payload: { fn: run, args: [4, 'x'] } });
    expect(saga.next({ id: 4, name: 'x' }).value).toEqual(put({ type: 'thing/commandSucceeded', payload: { name: 'rename', data: { id: 4, name: 'x' } } }));
    const notice = toastShown('things.renamed', 'success');
    expect(saga.next().value).toMatchObject({
      type: 'PUT',
      payload: { action: { type: notice.type, payload: { messageKey: 'things.renamed', color: 'success' } } },
    });
    expect(saga.next().done).toBe(true);
  });

  it('asks GET me again after a command that changes the session, and not after it is refused', () => {
    const saga = detail.runCommand(detail.commandRequested({ name: 'close', id: 4, input: undefined }));
    saga.next();
    saga.next(null);
    saga.next();
    expect(saga.next().value).toEqual(call(loadUser));
    expect(saga.next().done).toBe(true);
    const refused = detail.runCommand(detail.commandRequested({ name: 'close', id: 4, input: undefined }));
    refused.next();
    refused.throw(new Error('down'));
    expect(refused.next().done).toBe(true);
  });

  it('keeps a refused command with its error, so the dialog keeps its form and says why', () => {
    const saga = detail.runCommand(detail.commandRequested({ name: 'rename', id: 4 }));
    saga.next();
    const refusal = {
      response: { status: 409, data: { code: 'itemAlreadyCancelled', message: 'This item is already cancelled.' }, headers: {} },
      isAxiosError: true,
    };
    const effect = saga.throw(refusal).value;
    expect(effect).toMatchObject({ payload: { action: { type: 'thing/commandFailed', payload: { name: 'rename' } } } });
    let state = detail.reducer(undefined, detail.commandRequested({ name: 'rename', id: 4 }));
    expect(state.command).toEqual({ name: 'rename', status: 'running', error: null });
    state = detail.reducer(state, (effect as { payload: { action: Parameters<typeof detail.reducer>[1] } }).payload.action);
    expect(state.command?.status).toBe('failed');
  });

  it('forgets the record of another id while it loads, keeps the same one', () => {
    const loaded = detail.reducer(detail.reducer(undefined, detail.requested(1)), detail.loaded({ id: 1, name: 'a' }));
    expect(detail.reducer(loaded, detail.requested(1)).data).toEqual({ id: 1, name: 'a' });
    expect(detail.reducer(loaded, detail.requested(2)).data).toBeNull();
  });
});

describe('typed commands', () => {
  interface Thing {
    id: number;
    name: string;
  }
  const rename = vi.fn((id: number, name: string): Promise<Thing> => Promise.resolve({ id, name }));
  const typed = createDetailResource('typed', (id): Promise<Thing> => Promise.resolve({ id, name: '' }), {
    rename: command((id, name: string) => rename(id, name), 'things.renamed'),
    drop: command(() => Promise.resolve(null), 'things.dropped'),
    ...commandPerKey(['a', 'b'] as const, (key) => command((id, name: string) => rename(id, `${key}${name}`), 'things.renamed')),
  });

  it('builds the request from a name and its own input, and runs that command with it', async () => {
    expect(typed.commandCalled(4, 'rename', 'x').payload).toEqual({ name: 'rename', id: 4, input: 'x' });
    expect(typed.commandCalled(4, 'drop').payload).toEqual({ name: 'drop', id: 4, input: undefined });
    const saga = typed.runCommand(typed.commandRequested({ name: 'b', id: 2, input: 'y' }));
    const effect = saga.next().value as { payload: { fn: (id: number, input: string) => Promise<Thing>; args: [number, string] } };
    await effect.payload.fn(...effect.payload.args);
    expect(rename).toHaveBeenCalledWith(2, 'by');
  });

  it("does not compile a name with another command's input, or a missing one", () => {
    // @ts-expect-error rename needs the new name
    expect(typed.commandRequested({ name: 'rename', id: 1 }).payload.name).toBe('rename');
    // @ts-expect-error drop takes no input
    expect(typed.commandCalled(1, 'drop', 'x').payload.name).toBe('drop');
    // @ts-expect-error rename's input is a string
    expect(typed.commandCalled(1, 'rename', 5).payload.input).toBe(5);
  });
});

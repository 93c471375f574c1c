import { call, put } from 'redux-saga/effects';
import { toastShown } from '@web/lib/toasts.slice';
import { putImportState } from './imports.api';
import { importSettings } from './imports.resources';
import { changeImportState } from './import-state.sagas';
import { importStateChanged, importStateChangeFailed, importStateChangeRequested } from './import-state.slice';

describe('changeImportState', () => {
  it('saves the state, then reloads the settings and says so', () => {
    const saga = changeImportState(importStateChangeRequested('suspended'));
    expect(saga.next().value).toEqual(call(putImportState, 'suspended'));
    expect(saga.next({ state: 'suspended' }).value).toEqual(put(importStateChanged()));
    expect(saga.next().value).toEqual(put(importSettings.requested(0)));
    expect(saga.next().value).toMatchObject({
      payload: { action: { type: toastShown.type, payload: { messageKey: 'imports.staff.saved', color: 'success' } } },
    });
    expect(saga.next().done).toBe(true);
  });

  it('keeps a refusal with the control', () => {
    const saga = changeImportState(importStateChangeRequested('banned'));
    saga.next();
    const effect = saga.throw({ isAxiosError: true, response: { status: 403, headers: {}, data: { code: 'forbidden', message: 'x' } } }).value;
    expect(effect).toMatchObject({ payload: { action: { type: importStateChangeFailed.type, payload: { code: 'forbidden', status: 403 } } } });
  });
});

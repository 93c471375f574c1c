import { call, delay, put } from 'redux-saga/effects';
import { ETGB_IMPORT_ROUTES } from '@contract/admin-logistics/admin-logistics.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { createStaffImport, IDLE_STAFF_IMPORT, STAFF_IMPORT_POLL_MS } from './staff-import';

const etgb = createStaffImport('testEtgbImport', ETGB_IMPORT_ROUTES);
const file = new File(['x'], 'etgb.xlsx');
const afterEnd = function* reload() {
  yield put({ type: 'reloaded' });
};
const transaction = (status: Transaction['status']): Transaction => ({
  id: 'tx-1',
  companyId: 0,
  date: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
  status,
  method: 'etgbImport',
  file: 'etgb.xlsx',
  importErrorFile: status === 'warning' ? 'etgb-errors.xlsx' : null,
  error: null,
  childErrors: [],
  rows: 2,
  progress: { done: 1, total: 2 },
  createdBy: 'usr-admin',
});

describe('a staff import', () => {
  it('sends the file, follows its transaction until it ends, then runs what comes after', () => {
    const saga = etgb.run(etgb.sent(file), afterEnd);
    expect(saga.next().value).toEqual(call(etgb.upload, file));
    expect(saga.next({ transactionId: 'tx-1' }).value).toEqual(call(etgb.status, 'tx-1'));
    expect(saga.next(transaction('inProgress')).value).toEqual(put(etgb.progressed(transaction('inProgress'))));
    expect(saga.next().value).toEqual(delay(STAFF_IMPORT_POLL_MS));
    expect(saga.next().value).toEqual(call(etgb.status, 'tx-1'));
    expect(saga.next(transaction('warning')).value).toEqual(put(etgb.progressed(transaction('warning'))));
    expect(saga.next().value).toEqual(call(afterEnd));
    expect(saga.next().done).toBe(true);
  });

  it('keeps a refused upload as the panel shows it, and runs nothing after', () => {
    const saga = etgb.run(etgb.sent(file), afterEnd);
    saga.next();
    expect(saga.throw(new Error('down')).value).toMatchObject(put({ type: 'testEtgbImport/failed' }));
    expect(saga.next().done).toBe(true);
  });

  it('tells running from finished, and a new file starts over', () => {
    const running = etgb.reducer(IDLE_STAFF_IMPORT, etgb.progressed(transaction('open')));
    expect(running.status).toBe('running');
    expect(etgb.reducer(running, etgb.progressed(transaction('done'))).status).toBe('finished');
    expect(etgb.reducer(running, etgb.sent(file))).toEqual({ ...IDLE_STAFF_IMPORT, status: 'sending', fileName: 'etgb.xlsx' });
  });

  it('links the error file in a language and the template in the reader’s', () => {
    expect(etgb.errorFileUrl('tx-1', 'tr')).toBe('/api/admin/logistics/etgb-imports/tx-1/error-file?lang=tr');
    expect(etgb.templateUrl()).toMatch(/^\/api\/admin\/logistics\/etgb-template\?lang=(en|tr)$/);
  });
});

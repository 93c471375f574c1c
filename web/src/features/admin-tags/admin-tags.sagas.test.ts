import { call, delay, put } from 'redux-saga/effects';
import type { Transaction } from '@contract/transactions/transaction.types';
import { fetchTagImport, uploadTagFile } from './admin-tags.api';
import { reloadLists, runTagFile, TAG_IMPORT_POLL_MS } from './admin-tags.sagas';
import { IDLE_TAG_IMPORT, tagFileSent, tagImportFailed, tagImportProgressed, tagImportReducer } from './tag-import.slice';

const file = new File(['x'], 'tags.xlsx');
const transaction = (status: Transaction['status']): Transaction => ({
  id: 'tx-1',
  companyId: 0,
  date: '2026-01-15T09:00:00.000Z',
  updatedAt: '2026-01-15T09:00:00.000Z',
  status,
  method: 'tagAssign',
  file: 'tags.xlsx',
  importErrorFile: status === 'warning' ? 'tags-errors.xlsx' : null,
  error: null,
  childErrors: [],
  rows: 2,
  progress: { done: 1, total: 2 },
  createdBy: 'usr-admin',
});

describe('the tag file saga', () => {
  it('sends the file, follows its transaction until it ends, then reloads the lists', () => {
    const saga = runTagFile(tagFileSent(file));
    expect(saga.next().value).toEqual(call(uploadTagFile, file));
    expect(saga.next({ transactionId: 'tx-1' }).value).toEqual(call(fetchTagImport, 'tx-1'));
    expect(saga.next(transaction('inProgress')).value).toEqual(put(tagImportProgressed(transaction('inProgress'))));
    expect(saga.next().value).toEqual(delay(TAG_IMPORT_POLL_MS));
    expect(saga.next().value).toEqual(call(fetchTagImport, 'tx-1'));
    expect(saga.next(transaction('warning')).value).toEqual(put(tagImportProgressed(transaction('warning'))));
    expect(saga.next().value).toEqual(call(reloadLists));
    expect(saga.next().done).toBe(true);
  });

  it('keeps a refused upload as the panel shows it', () => {
    const saga = runTagFile(tagFileSent(file));
    saga.next();
    expect(saga.throw(new Error('down')).value).toMatchObject(
      put(tagImportFailed({ code: 'generic', message: expect.any(String), status: null, retryAfterSeconds: null })),
    );
    expect(saga.next().done).toBe(true);
  });

  it('tells running from finished, and a new file starts over', () => {
    const running = tagImportReducer(IDLE_TAG_IMPORT, tagImportProgressed(transaction('open')));
    expect(running.status).toBe('running');
    expect(tagImportReducer(running, tagImportProgressed(transaction('done'))).status).toBe('finished');
    expect(tagImportReducer(running, tagFileSent(file))).toEqual({ ...IDLE_TAG_IMPORT, status: 'sending', fileName: 'tags.xlsx' });
  });
});

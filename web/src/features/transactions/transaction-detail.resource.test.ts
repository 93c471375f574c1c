import { call, put } from 'redux-saga/effects';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ApiFailure } from '@web/lib/http';
import { transactionDetail } from './transaction-detail.resource';
import { fetchTransaction } from './transactions.api';
import { sampleTransaction } from './test-support';

const job = (id: string, status: Transaction['status'] = 'done') => sampleTransaction(id, { status, file: 'orders.xlsx', rows: 12 });
const notFound: ApiFailure = { code: 'notFound', message: 'No data was found.', status: 404, retryAfterSeconds: null };
const { reducer } = transactionDetail;
const start = reducer(undefined, { type: 'init' });

describe('transaction detail state', () => {
  it('keeps what shows while the same transaction reloads, and starts empty for another', () => {
    const shown = reducer(reducer(start, transactionDetail.requested('a')), transactionDetail.loaded(job('a', 'inProgress')));
    expect(transactionDetail.statusOf(shown)).toBe('ready');
    const reloading = reducer(shown, transactionDetail.requested('a'));
    expect(reloading).toMatchObject({ status: 'loading', data: job('a', 'inProgress') });
    expect(reducer(shown, transactionDetail.requested('b'))).toMatchObject({ status: 'loading', id: 'b', data: null });
  });

  it('drops answers for an id the dialog has left, and forgets everything when closed', () => {
    const onB = reducer(reducer(start, transactionDetail.requested('a')), transactionDetail.requested('b'));
    expect(reducer(onB, transactionDetail.loaded(job('a')))).toBe(onB);
    expect(reducer(onB, transactionDetail.failed({ id: 'a', error: notFound }))).toBe(onB);
    const missing = reducer(onB, transactionDetail.failed({ id: 'b', error: notFound }));
    expect(transactionDetail.statusOf(missing)).toBe('notFound');
    expect(transactionDetail.statusOf(reducer(onB, transactionDetail.failed({ id: 'b', error: { ...notFound, code: 'generic', status: 500 } })))).toBe('error');
    expect(reducer(missing, transactionDetail.closed())).toEqual(start);
  });

  it('loads through the API and reports a failure with its id', () => {
    const ok = transactionDetail.load(transactionDetail.requested('a'));
    expect(ok.next().value).toEqual(call(fetchTransaction, 'a'));
    expect(ok.next(job('a')).value).toEqual(put(transactionDetail.loaded(job('a'))));
    const refused = transactionDetail.load(transactionDetail.requested('a'));
    refused.next();
    const effect = refused.throw(new Error('offline')).value as ReturnType<typeof put>;
    expect(effect.payload.action).toEqual(
      transactionDetail.failed({ id: 'a', error: expect.objectContaining({ code: 'generic', status: null }) as ApiFailure }),
    );
  });
});

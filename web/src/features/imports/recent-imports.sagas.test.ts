import { call, delay, put, race, take } from 'redux-saga/effects';
import type { Transaction, TransactionStatus } from '@contract/transactions/transaction.types';
import { recentImportsQuery } from './imports.api';
import { importErrorsList, recentImports, stockPriceList } from './imports.resources';
import { uploadStarted } from './import-upload.slice';
import {
  pollRecentImports,
  RECENT_POLL_MS,
  recentImportEnded,
  recentWatchStarted,
  recentWatchStopped,
  reloadAfterImport,
  watchRecentImports,
} from './recent-imports.sagas';

const transaction = (status: TransactionStatus) => ({ id: `tx_${status}`, status }) as Transaction;
const page = (...statuses: TransactionStatus[]) => ({ items: statuses.map(transaction), total: statuses.length, page: 1, pageSize: 5, tabCounts: {} as never });
const outcome = [recentImports.loaded.type, recentImports.failed.type];

describe('the recent imports watch', () => {
  it('asks again every few seconds while an import runs, and waits for the next upload once none does', () => {
    const saga = pollRecentImports('stockPrice');
    const ask = put(recentImports.requested(recentImportsQuery('stockPrice')));
    expect(saga.next().value).toEqual(ask);
    expect(saga.next().value).toEqual(take(outcome));
    expect(saga.next(recentImports.loaded(page('done', 'inProgress'))).value).toEqual(race({ wait: delay(RECENT_POLL_MS), upload: take(uploadStarted.type) }));
    expect(saga.next().value).toEqual(ask);
    expect(saga.next().value).toEqual(take(outcome));
    expect(saga.next(recentImports.loaded(page('done', 'warning', 'error'))).value).toEqual(take(uploadStarted.type));
    expect(saga.next(uploadStarted({ kind: 'stockPrice', transactionId: 'tx_new' })).value).toEqual(ask);
  });

  it('says so when an import it saw running has ended, and the screen’s list is asked again', () => {
    const running = { ...page('done'), items: [{ id: 'tx_a', status: 'inProgress' } as Transaction] };
    const ended = { ...page('done'), items: [{ id: 'tx_a', status: 'warning' } as Transaction] };
    const saga = pollRecentImports('stockPrice');
    saga.next();
    saga.next();
    saga.next(recentImports.loaded(running));
    saga.next();
    saga.next();
    expect(saga.next(recentImports.loaded(ended)).value).toEqual(put(recentImportEnded('stockPrice')));
    expect(saga.next().value).toEqual(take(uploadStarted.type));
    expect(reloadAfterImport(recentImportEnded('stockPrice')).next().value).toEqual(put(stockPriceList.reloadRequested()));
    expect(reloadAfterImport(recentImportEnded('productVariant')).next().value).toEqual(put(importErrorsList.reloadRequested()));
    expect(reloadAfterImport(recentImportEnded('fulfillmentDay')).next().done).toBe(true);
  });

  it('stops asking after a failure until something happens', () => {
    const saga = pollRecentImports('productVariant');
    saga.next();
    saga.next();
    expect(saga.next(recentImports.failed({ code: 'generic', message: 'x', status: 500, retryAfterSeconds: null })).value).toEqual(take(uploadStarted.type));
  });

  it('counts an upload of its kind as running from its start, so one that ends before the next answer still counts', () => {
    const saga = pollRecentImports('fulfillmentDay');
    saga.next();
    saga.next();
    expect(saga.next(recentImports.loaded(page())).value).toEqual(take(uploadStarted.type));
    saga.next(uploadStarted({ kind: 'fulfillmentDay', transactionId: 'tx_fast' }));
    saga.next();
    const ended = { ...page(), items: [{ id: 'tx_fast', status: 'done' } as Transaction] };
    expect(saga.next(recentImports.loaded(ended)).value).toEqual(put(recentImportEnded('fulfillmentDay')));
  });

  it('runs until the screen stops it', () => {
    const saga = watchRecentImports(recentWatchStarted('fulfillmentDay'));
    expect(saga.next().value).toEqual(race({ poll: call(pollRecentImports, 'fulfillmentDay'), stop: take(recentWatchStopped.type) }));
    expect(saga.next({ stop: recentWatchStopped() }).done).toBe(true);
  });
});

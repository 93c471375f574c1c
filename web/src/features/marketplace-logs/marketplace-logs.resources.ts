import type { SagaIterator } from 'redux-saga';
import { all, call } from 'redux-saga/effects';
import type { MarketplaceLogAnswer } from '@contract/logs/log.query';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchMarketplaceLog, fetchMarketplaceLogs } from './marketplace-logs.api';

export const marketplaceLogsList = createListResource('marketplaceLogsList', fetchMarketplaceLogs);
/** Log Detail: one log by id, for the dialog the URL opens (`?action=log&item=<id>`). */
export const marketplaceLogDetail = createDetailResource('marketplaceLogDetail', (id): Promise<MarketplaceLogAnswer> => fetchMarketplaceLog(id), {});

export function* marketplaceLogsSaga(): SagaIterator {
  yield all([call(marketplaceLogsList.saga), call(marketplaceLogDetail.saga)]);
}

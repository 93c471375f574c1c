/** The list and the campaign; the list reloads after a command; the SKU file is sent, followed until it ends, then the campaign reloads. */
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { toApiFailure } from '@web/lib/http';
import { fetchSkuTransaction, uploadCampaignSkus } from './campaigns.api';
import { campaignDetail, campaignsList } from './campaigns.resources';
import { skuFileSent, skuUploadFailed, skuUploadProgressed, type SkuFileSent } from './sku-upload.slice';

/** How often a running SKU file is asked about. */
export const SKU_UPLOAD_POLL_MS = 1000;

export function* runSkuFile(action: SkuFileSent): SagaIterator {
  const { campaignId } = action.payload;
  try {
    const { transactionId } = (yield call(uploadCampaignSkus, campaignId, action.meta.file)) as ImportStartedAnswer;
    for (;;) {
      const transaction = (yield call(fetchSkuTransaction, transactionId)) as Transaction;
      yield put(skuUploadProgressed(transaction));
      if (transaction.status !== 'open' && transaction.status !== 'inProgress') break;
      yield delay(SKU_UPLOAD_POLL_MS);
    }
  } catch (error) {
    yield put(skuUploadFailed(toApiFailure(error)));
    return;
  }
  yield put(campaignDetail.requested(campaignId));
}

function* reloadList(): SagaIterator {
  yield put(campaignsList.reloadRequested());
}

export function* campaignsSaga(): SagaIterator {
  yield all([call(campaignsList.saga), call(campaignDetail.saga), takeEvery(campaignDetail.commandSucceeded, reloadList), takeLatest(skuFileSent, runSkuFile)]);
}

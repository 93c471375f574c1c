/** The lists and the tag's commands; the lists reload after a command; the tag file is sent, then followed until it ends. */
import type { SagaIterator } from 'redux-saga';
import { all, call, delay, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import { toApiFailure } from '@web/lib/http';
import { fetchTagImport, uploadTagFile } from './admin-tags.api';
import { tagChoices, tagDetail, tagsExport, tagsList, tagTargetsList } from './admin-tags.resources';
import { tagFileSent, tagImportFailed, tagImportProgressed, type TagFileSent } from './tag-import.slice';

/** How often a running tag file is asked about. */
export const TAG_IMPORT_POLL_MS = 1000;

export function* reloadLists(): SagaIterator {
  yield put(tagsList.reloadRequested());
  yield put(tagTargetsList.reloadRequested());
  yield put(tagChoices.reloadRequested());
}

export function* runTagFile(action: TagFileSent): SagaIterator {
  try {
    const { transactionId } = (yield call(uploadTagFile, action.meta.file)) as ImportStartedAnswer;
    for (;;) {
      const transaction = (yield call(fetchTagImport, transactionId)) as Transaction;
      yield put(tagImportProgressed(transaction));
      if (transaction.status !== 'open' && transaction.status !== 'inProgress') break;
      yield delay(TAG_IMPORT_POLL_MS);
    }
  } catch (error) {
    yield put(tagImportFailed(toApiFailure(error)));
    return;
  }
  yield call(reloadLists);
}

export function* adminTagsSaga(): SagaIterator {
  yield all([
    call(tagsList.saga),
    call(tagsExport.saga),
    call(tagTargetsList.saga),
    call(tagChoices.saga),
    call(tagDetail.saga),
    takeEvery(tagDetail.commandSucceeded, reloadLists),
    takeLatest(tagFileSent, runTagFile),
  ]);
}

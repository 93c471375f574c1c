import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { questionDetail, questionsList, readyAnswers } from './questions.resources';

/** An answered question no longer waits for the seller: GET me brings the sidebar's tickets badge down at once. */
export function* afterReply(action: PayloadAction<{ name: string }>): SagaIterator {
  if (action.payload.name === 'reply') yield call(loadUser);
}

export function* questionsSaga(): SagaIterator {
  yield all([call(questionsList.saga), call(questionDetail.saga), call(readyAnswers.saga), takeEvery(questionDetail.commandSucceeded.type, afterReply)]);
}

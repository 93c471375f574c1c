import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, takeEvery } from 'redux-saga/effects';
import type { QuestionListAnswer } from '@contract/questions/question.api';
import { parseQuestionQuery } from '@contract/questions/question.query';
import { pathOf } from '@contract/routes';
import { navigateTo } from '@web/lib/navigation';
import { fetchQuestions } from './questions.api';
import { questionDetail, questionsList, readyAnswers } from './questions.resources';

/** The Waiting tab's first question, in its own order (soonest expiry first); the one just answered has left it. */
export const NEXT_WAITING_QUERY = parseQuestionQuery({ tab: 'awaitingSeller', pageSize: '10' });

/**
 * "Send and open the next waiting question": its detail, or the Waiting tab (saying none is left) when none waits or
 * the list cannot be read (the reply itself was sent).
 */
export function* openNextWaiting(action: PayloadAction<{ name: string }>): SagaIterator {
  if (action.payload.name !== 'replyAndNext') return;
  let next: number | undefined;
  try {
    const waiting = (yield call(fetchQuestions, NEXT_WAITING_QUERY)) as Pick<QuestionListAnswer, 'items'>;
    next = waiting.items[0]?.id;
  } catch {
    next = undefined;
  }
  yield call(navigateTo, next === undefined ? pathOf('questions') : pathOf('questionDetail', { questionId: next }));
}

export function* questionsSaga(): SagaIterator {
  yield all([call(questionsList.saga), call(questionDetail.saga), call(readyAnswers.saga), takeEvery(questionDetail.commandSucceeded.type, openNextWaiting)]);
}

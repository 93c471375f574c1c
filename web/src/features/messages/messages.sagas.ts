import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, put, select, takeEvery } from 'redux-saga/effects';
import type { MessageDetailAnswer } from '@contract/messages/message.api';
import { isUnread } from '@contract/messages/message.types';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { loadUser } from '@web/lib/session/session.sagas';
import { readMessage } from './messages.api';
import { messageDetail, messagesList } from './messages.resources';

/**
 * An unread message that has just been shown is marked read; the screen shows it read (unless another message was
 * opened meanwhile) and GET me brings the sidebar's messages badge down at once. If marking fails, the message
 * stays unread and is marked the next time it is opened.
 */
export function* markReadOnOpen(action: PayloadAction<MessageDetailAnswer>): SagaIterator {
  const { message } = action.payload;
  if (!isUnread(message)) return;
  let answer: MessageDetailAnswer;
  try {
    answer = (yield call(readMessage, message.id)) as MessageDetailAnswer;
  } catch {
    return;
  }
  const shown = (yield select(messageDetail.select)) as DetailState<MessageDetailAnswer>;
  if (shown.id === message.id) yield put(messageDetail.loaded(answer));
  yield call(loadUser);
}

export function* messagesSaga(): SagaIterator {
  yield all([call(messagesList.saga), call(messageDetail.saga), takeEvery(messageDetail.loaded.type, markReadOnOpen)]);
}

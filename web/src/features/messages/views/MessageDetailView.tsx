import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { MessageDetailPage } from '../pages/MessageDetailPage';
import { messageDetail } from '../messages.resources';

/** /messages/:messageId: loads the message; an unread one is then marked read (messages.sagas.ts). */
export function MessageDetailView() {
  const dispatch = useDispatch();
  const id = Number(useParams().messageId);
  const state = useSelector(messageDetail.select);
  useEffect(() => {
    dispatch(messageDetail.requested(id));
  }, [dispatch, id]);
  return <MessageDetailPage state={state} onRetry={() => dispatch(messageDetail.requested(id))} />;
}

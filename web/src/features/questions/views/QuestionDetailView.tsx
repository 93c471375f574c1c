import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import { ticketIdInPath } from '@contract/questions/question-id';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { QuestionDetailPage, type QuestionDialog } from '../pages/QuestionDetailPage';
import { questionDetail, READY_ANSWERS_ID, readyAnswers } from '../questions.resources';

/** What an address that names no question shows: not found, with nothing asked. */
const NO_QUESTION: DetailState<QuestionDetailAnswer> = {
  status: 'error',
  id: null,
  data: null,
  error: { code: 'notFound', message: '', status: 404, retryAfterSeconds: null },
  command: null,
};

/**
 * /questions/:questionId — the ticket's id, or the question ID the screens show (Q…); the dialogs are
 * `?action=reply|claim`; the company's ready answers load beside the ticket.
 */
export function QuestionDetailView() {
  const dispatch = useDispatch();
  const id = ticketIdInPath(useParams().questionId);
  const [, openDialog] = useUrlDialog<QuestionDialog>();
  const stored = useSelector(questionDetail.select);
  const answers = useSelector(readyAnswers.select);
  useEffect(() => {
    if (id !== null) dispatch(questionDetail.requested(id));
  }, [dispatch, id]);
  useEffect(() => {
    dispatch(readyAnswers.requested(READY_ANSWERS_ID));
  }, [dispatch]);
  const state = id === null ? NO_QUESTION : stored;
  return (
    <QuestionDetailPage
      state={state}
      readyAnswers={answers.status === 'ready' || answers.status === 'error' ? (answers.data?.items ?? []) : null}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => {
        if (id !== null) dispatch(questionDetail.commandCalled(id, ...call));
      }}
      onOpenDialog={openDialog}
      onRetry={() => {
        if (id !== null) dispatch(questionDetail.requested(id));
      }}
    />
  );
}

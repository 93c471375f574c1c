import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { QuestionDetailPage, type QuestionDialog } from '../pages/QuestionDetailPage';
import { questionDetail, READY_ANSWERS_ID, readyAnswers } from '../questions.resources';

/** /questions/:questionId: the dialogs are `?action=reply|claim`; the company's ready answers load beside the ticket. */
export function QuestionDetailView() {
  const dispatch = useDispatch();
  const id = Number(useParams().questionId);
  const [, openDialog] = useUrlDialog<QuestionDialog>();
  const state = useSelector(questionDetail.select);
  const answers = useSelector(readyAnswers.select);
  useEffect(() => {
    dispatch(questionDetail.requested(id));
  }, [dispatch, id]);
  useEffect(() => {
    dispatch(readyAnswers.requested(READY_ANSWERS_ID));
  }, [dispatch]);
  return (
    <QuestionDetailPage
      state={state}
      readyAnswers={answers.status === 'ready' || answers.status === 'error' ? (answers.data?.items ?? []) : null}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => dispatch(questionDetail.commandCalled(id, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(questionDetail.requested(id))}
    />
  );
}

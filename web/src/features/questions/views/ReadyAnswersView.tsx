import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { ReadyAnswersPage, type ReadyAnswerDialog } from '../pages/ReadyAnswersPage';
import { READY_ANSWERS_ID, readyAnswers } from '../questions.resources';

/** /questions/ready-answers: the dialogs are `?action=create`, `?action=edit&item=<id>` and `?action=delete&item=<id>`. */
export function ReadyAnswersView() {
  const dispatch = useDispatch();
  const [, open] = useUrlDialog<ReadyAnswerDialog>();
  const state = useSelector(readyAnswers.select);
  useEffect(() => {
    dispatch(readyAnswers.requested(READY_ANSWERS_ID));
  }, [dispatch]);
  const openDialog = useCallback((name: ReadyAnswerDialog, id?: number) => open(name, id === undefined ? {} : { item: String(id) }), [open]);
  return (
    <ReadyAnswersPage
      state={state}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => dispatch(readyAnswers.commandCalled(READY_ANSWERS_ID, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(readyAnswers.requested(READY_ANSWERS_ID))}
    />
  );
}

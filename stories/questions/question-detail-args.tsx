/** Question Detail's props for one sample question, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { QuestionDetailPage, type QuestionDetailPageProps, type QuestionDialog } from '@web/features/questions/pages/QuestionDetailPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, readyDetail } from '../support/order-data';
import { QUESTIONS, READY_ANSWERS, storyClock, type QuestionSample } from './question-data';

export function questionArgs(sample: QuestionSample, overrides: Partial<QuestionDetailPageProps> = {}): QuestionDetailPageProps {
  const detail = QUESTIONS[sample];
  return {
    state: readyDetail(detail, detail.ticket.id),
    readyAnswers: READY_ANSWERS.items,
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onRetry: fn(),
    clock: storyClock,
    ...overrides,
  };
}

/** `/questions/<id>` of a sample with a query (`?action=reply`). */
export const questionRoute = (sample: QuestionSample, search = '') => `${pathOf('questionDetail', { questionId: QUESTIONS[sample].ticket.id })}${search}`;

/** The page as its view gives it: the actions open their dialog through the URL (and the spy still hears them). */
export function QuestionDetailWithUrl(props: QuestionDetailPageProps) {
  const [, open] = useUrlDialog<QuestionDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: QuestionDialog) => {
      onOpenDialog(name);
      open(name);
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <QuestionDetailPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}

import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import { claimFromTicketRefusal, ticketReplyRefusal, ticketStatusAt } from '@contract/questions/question.rules';
import type { ReadyAnswer } from '@contract/questions/ready-answer.api';
import { pathOf } from '@contract/routes';
import type { DetailAction } from '@web/components/detail/DetailHeader';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { systemClock, useTimeAt, type Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { OnQuestionCommand, QuestionCommand } from '../questions.resources';
import { Conversation } from '../components/Conversation';
import { QuestionDialogs, type QuestionDialog } from '../components/QuestionDialogs';
import { questionFields } from '../components/question-fields';
import { TICKET_STATUS_COLOR } from '../components/TicketStatusBadge';

export type { QuestionDialog };

export interface QuestionDetailPageProps {
  state: DetailState<QuestionDetailAnswer>;
  /** The company's ready answers for the reply (null while they load). */
  readyAnswers: readonly ReadyAnswer[] | null;
  commandOf: (name: QuestionCommand) => CommandView;
  onCommand: OnQuestionCommand;
  onOpenDialog: (name: QuestionDialog) => void;
  onRetry: () => void;
  /** What the expiry counts with (a story's stands still). */
  clock?: Clock;
}

/**
 * Question Detail (spec §2, §3): the ticket's fields with its product, order and claim as links, the conversation,
 * and the two actions — reply (not to a closed or expired question, §4) and create a claim — each saying why it is off.
 */
export function QuestionDetailPage({ state, readyAnswers, commandOf, onCommand, onOpenDialog, onRetry, clock = systemClock }: QuestionDetailPageProps) {
  const format = useFormatters();
  const detail = state.data;
  const ticket = detail?.ticket;
  const now = useTimeAt(clock, ticket ? Date.parse(ticket.expiresAt) : 0);
  const status = ticket ? ticketStatusAt(ticket, now) : null;
  const action = (id: QuestionDialog, refusal: string | null, extra: Partial<DetailAction> = {}): DetailAction => ({
    id,
    labelKey: `questions.${id}.action`,
    onClick: () => onOpenDialog(id),
    disabled: refusal !== null,
    disabledReasonKey: `errors.${refusal ?? 'generic'}`,
    ...extra,
  });
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="questions.loadError"
      onRetry={onRetry}
      titleKey="questions.detail.title"
      titleValues={{ id: ticket?.questionId ?? '' }}
      subtitle={ticket?.subject}
      badges={
        ticket && status
          ? [
              { id: 'status', labelKey: `questions.status.${status}`, color: TICKET_STATUS_COLOR[status] },
              { id: 'marketplace', labelKey: `marketplaces.${ticket.marketplace}`, color: 'secondary' },
            ]
          : []
      }
      actions={
        detail && ticket
          ? [
              action('reply', ticketReplyRefusal(ticket, now)),
              action('claim', claimFromTicketRefusal(ticket, detail.orderShipped), { variant: 'outline', color: 'secondary' }),
            ]
          : []
      }
      backTo={pathOf('questions')}
    >
      {detail && ticket ? (
        <>
          <FieldGrid fields={questionFields(detail, format, clock, now)} columns={3} />
          <Conversation messages={ticket.messages} />
          <QuestionDialogs commandOf={commandOf} onCommand={onCommand} readyAnswers={readyAnswers} ticket={ticket} />
        </>
      ) : null}
    </DetailScreen>
  );
}

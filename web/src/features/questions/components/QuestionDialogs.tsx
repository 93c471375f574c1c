import { useTranslation } from 'react-i18next';
import { CLAIM_TYPES } from '@contract/claims/claim.types';
import { claimFromTicketSchema, type ClaimFromTicketBody } from '@contract/questions/question.api';
import type { ReadyAnswer } from '@contract/questions/ready-answer.api';
import type { Ticket } from '@contract/tickets/ticket.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormSelect } from '@web/components/FormSelect';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnQuestionCommand, QuestionCommand } from '../questions.resources';
import { EMPTY_REPLY, ReplyFields, replyBody, validateReply, type ReplyValues } from './ReplyFields';

/** The dialogs Question Detail opens by URL (`?action=<name>`). */
export type QuestionDialog = 'reply' | 'claim';

export interface QuestionDialogsProps {
  commandOf: (name: QuestionCommand) => CommandView;
  onCommand: OnQuestionCommand;
  readyAnswers: readonly ReadyAnswer[] | null;
  ticket: Ticket;
}

const EMPTY_CLAIM = { type: '', explanation: '' } as unknown as ClaimFromTicketBody;

function ClaimFields() {
  const { t } = useTranslation();
  return (
    <div data-testid="claim-form">
      <p className="small text-body-secondary">{t('questions.claim.note')}</p>
      <FormSelect
        name="type"
        labelKey="questions.claim.type"
        emptyKey="questions.claim.chooseType"
        options={CLAIM_TYPES.map((value) => ({ value, labelKey: `claims.types.${value}` }))}
      />
      <FormTextarea name="explanation" labelKey="questions.claim.explanation" rows={3} />
    </div>
  );
}

/** Either way of sending a reply, as its one dialog shows it. */
function replyCommand(commandOf: (name: QuestionCommand) => CommandView): CommandView {
  const [plain, next] = [commandOf('reply'), commandOf('replyAndNext')];
  return { submitting: plain.submitting || next.submitting, error: plain.error ?? next.error, succeeded: plain.succeeded || next.succeeded };
}

/**
 * Reply shows the customer's question and takes a text, links and files (a ready answer one click away); it sends and
 * stays, or sends and opens the next waiting question. A claim takes its type and the seller's explanation.
 */
export function QuestionDialogs({ commandOf, onCommand, readyAnswers, ticket }: QuestionDialogsProps) {
  return (
    <>
      <UrlFormDialog<ReplyValues>
        name="reply"
        size="lg"
        titleKey="questions.reply.title"
        submitKey="questions.reply.submit"
        initialValues={EMPTY_REPLY}
        validate={validateReply}
        onSubmit={(values) => onCommand('reply', replyBody(values))}
        alternateSubmit={{ labelKey: 'questions.reply.submitNext', onSubmit: (values) => onCommand('replyAndNext', replyBody(values)) }}
        {...replyCommand(commandOf)}
      >
        {(form) => <ReplyFields form={form} readyAnswers={readyAnswers} ticket={ticket} />}
      </UrlFormDialog>
      <UrlFormDialog<ClaimFromTicketBody>
        name="claim"
        titleKey="questions.claim.title"
        submitKey="questions.claim.submit"
        initialValues={EMPTY_CLAIM}
        validationSchema={claimFromTicketSchema}
        onSubmit={(body) => onCommand('claim', claimFromTicketSchema.cast(body))}
        {...commandOf('claim')}
      >
        {() => <ClaimFields />}
      </UrlFormDialog>
    </>
  );
}

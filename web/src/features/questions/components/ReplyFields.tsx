import { CButton, CFormFeedback, CFormInput, CFormLabel, CFormTextarea, CSpinner } from '@coreui/react';
import type { FormikErrors, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IMAGE_MAX_BYTES } from '@contract/catalog/catalog.rules';
import { TICKET_REPLY_ITEMS_MAX, ticketReplyProblems } from '@contract/questions/question.api';
import type { ReadyAnswer } from '@contract/questions/ready-answer.api';
import { pathOf } from '@contract/routes';
import type { Ticket } from '@contract/tickets/ticket.types';
import { ImageFilesField, readFileFacts } from '@web/components/ImageFilesField';
import { useFormatters } from '@web/lib/format';
import type { TicketReplyForm } from '../questions.api';

/** The dialog's values: the form, and what the file check (which reads the files' first bytes) found. */
export interface ReplyValues extends TicketReplyForm {
  attachmentsProblem: string | null;
}

export const EMPTY_REPLY: ReplyValues = { text: '', urls: '', attachments: [], attachmentsProblem: null };

/** The first file the image rules refuse by its content, read before anything is sent; null when every file passes. */
export async function attachmentsContentProblem(files: readonly File[]): Promise<string | null> {
  return ticketReplyProblems({ text: '-' }, await readFileFacts(files))?.attachments ?? null;
}

/** Spec §5: a text; links http(s) only; files plus links at most 3; each file an image (its content checked on choice). */
export function validateReply(values: ReplyValues): FormikErrors<ReplyValues> {
  const problems = {
    ...ticketReplyProblems(
      values,
      values.attachments.map((file) => ({ name: file.name, size: file.size })),
    ),
  };
  if (!problems.attachments && values.attachmentsProblem) problems.attachments = values.attachmentsProblem;
  return problems as FormikErrors<ReplyValues>;
}

export const replyBody = ({ text, urls, attachments }: ReplyValues): TicketReplyForm => ({ text, urls, attachments });

/** A ready answer's message put into the reply: the whole text when empty, else after it. */
export const withReadyAnswer = (text: string, message: string) => (text.trim() ? `${text.trimEnd()}\n\n${message}` : message);

function ReadyAnswerPicker({ answers, onPick }: { answers: readonly ReadyAnswer[] | null; onPick: (answer: ReadyAnswer) => void }) {
  const { t } = useTranslation();
  return (
    <div className="mb-3" role="group" aria-labelledby="ready-answers-title" data-testid="ready-answer-picker">
      <div id="ready-answers-title" className="form-label">
        {t('questions.reply.readyAnswers')}
      </div>
      {answers === null ? <CSpinner size="sm" aria-label={t('common.loading')} /> : null}
      {answers?.length === 0 ? <p className="small text-body-secondary mb-0">{t('questions.reply.noReadyAnswers')}</p> : null}
      <div className="d-flex flex-wrap gap-2">
        {answers?.map((answer) => (
          <CButton
            key={answer.id}
            type="button"
            size="sm"
            color="secondary"
            variant="outline"
            title={answer.message}
            onClick={() => onPick(answer)}
            data-testid={`ready-answer-${answer.id}`}
          >
            {answer.title}
          </CButton>
        ))}
      </div>
      <Link to={pathOf('readyAnswers')} className="small d-inline-block mt-1">
        {t('questions.reply.manageReadyAnswers')}
      </Link>
    </div>
  );
}

/** The customer's question, kept in sight while the reply is written (the dialog covers the page). */
function QuestionQuoted({ ticket }: { ticket: Pick<Ticket, 'subject' | 'description' | 'customerName' | 'productName'> }) {
  const { t } = useTranslation();
  return (
    <figure className="border-start border-4 ps-3 mb-3" data-testid="reply-question">
      <figcaption className="small text-body-secondary mb-1">
        {t('questions.reply.asked', { customer: ticket.customerName, product: ticket.productName })}
      </figcaption>
      <blockquote className="mb-0">
        <p className="fw-semibold mb-1">{ticket.subject}</p>
        {ticket.description !== ticket.subject ? (
          <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
            {ticket.description}
          </p>
        ) : null}
      </blockquote>
    </figure>
  );
}

export interface ReplyFieldsProps {
  form: FormikProps<ReplyValues>;
  readyAnswers: readonly ReadyAnswer[] | null;
  ticket: Pick<Ticket, 'subject' | 'description' | 'customerName' | 'productName'>;
}

export function ReplyFields({ form, readyAnswers, ticket }: ReplyFieldsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const shown = (name: 'text' | 'urls' | 'attachments') => (form.submitCount > 0 || form.touched[name] ? (form.errors[name] as string | undefined) : undefined);
  const choose = async (files: File[]) => {
    const attachmentsProblem = await attachmentsContentProblem(files);
    // One change, so the validation sees the files and their finding together.
    await form.setValues({ ...form.values, attachments: files, attachmentsProblem });
    await form.setFieldTouched('attachments', true, false);
  };
  return (
    <div data-testid="reply-form">
      <QuestionQuoted ticket={ticket} />
      <ReadyAnswerPicker answers={readyAnswers} onPick={(answer) => void form.setFieldValue('text', withReadyAnswer(form.values.text, answer.message))} />
      <div className="mb-3">
        <CFormLabel htmlFor="field-text">{t('questions.reply.text')}</CFormLabel>
        <CFormTextarea
          id="field-text"
          name="text"
          rows={5}
          value={form.values.text}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={Boolean(shown('text'))}
          aria-invalid={Boolean(shown('text'))}
        />
        {shown('text') ? <CFormFeedback invalid>{t(shown('text')!)}</CFormFeedback> : null}
      </div>
      <div className="mb-3">
        <CFormLabel htmlFor="field-urls">{t('questions.reply.urls')}</CFormLabel>
        <CFormInput
          id="field-urls"
          name="urls"
          value={form.values.urls}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          inputMode="url"
          invalid={Boolean(shown('urls'))}
          aria-invalid={Boolean(shown('urls'))}
          aria-describedby="field-urls-hint"
        />
        <div id="field-urls-hint" className="form-text">
          {t('questions.reply.urlsHint')}
        </div>
        {shown('urls') ? <CFormFeedback invalid>{t(shown('urls')!)}</CFormFeedback> : null}
      </div>
      <ImageFilesField
        name="attachments"
        labelKey="questions.reply.attachments"
        problem={shown('attachments')}
        files={form.values.attachments}
        hint={t('questions.reply.attachmentsHint', { count: TICKET_REPLY_ITEMS_MAX, size: format.number(IMAGE_MAX_BYTES / 1024 / 1024) })}
        onChoose={(files) => void choose(files)}
        testId="reply-attachments"
        namesTestId="reply-attachment-names"
      />
    </div>
  );
}

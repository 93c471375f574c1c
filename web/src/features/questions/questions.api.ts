/** The questions and ready answers API of the BFF (contract/questions/question.routes.ts). */
import type { ClaimFromTicketBody, TicketReplyFields } from '@contract/questions/question.api';
import type { QuestionListQuery } from '@contract/questions/question.query';
import { QUESTION_ROUTES } from '@contract/questions/question.routes';
import type { ReadyAnswerBody } from '@contract/questions/ready-answer.api';
import { apiCall } from '@web/lib/api-call';

/** The reply dialog's values: the texts, and the files chosen (none is fine). */
export interface TicketReplyForm extends TicketReplyFields {
  attachments: File[];
}

export const fetchQuestions = (query: QuestionListQuery) => apiCall(QUESTION_ROUTES.list, { query });
export const fetchQuestion = (id: number) => apiCall(QUESTION_ROUTES.detail, { params: { id } });
export const createClaimFromQuestion = (id: number, body: ClaimFromTicketBody) => apiCall(QUESTION_ROUTES.claim, { params: { id }, body });

export function replyToQuestion(id: number, { text, urls, attachments }: TicketReplyForm) {
  const body = new FormData();
  body.set('text', text);
  body.set('urls', urls);
  for (const file of attachments) body.append('attachments', file, file.name);
  return apiCall(QUESTION_ROUTES.reply, { params: { id }, body });
}

export const fetchReadyAnswers = () => apiCall(QUESTION_ROUTES.readyAnswers);
export const createReadyAnswer = (body: ReadyAnswerBody) => apiCall(QUESTION_ROUTES.createReadyAnswer, { body });
export const updateReadyAnswer = (id: number, body: ReadyAnswerBody) => apiCall(QUESTION_ROUTES.updateReadyAnswer, { params: { id }, body });
export const deleteReadyAnswer = (id: number) => apiCall(QUESTION_ROUTES.deleteReadyAnswer, { params: { id } });

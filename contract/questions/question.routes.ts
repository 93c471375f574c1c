/**
 * The browser API of questions (spec §2 Questions (tickets), reply, create a claim from a ticket, Ready Answers
 * management): one description per endpoint (contract/api/route-def.ts).
 */
import { answer, fileAnswer, multipart, param, policy, route, type QueryCodec } from '../api/route-def';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import { claimFromTicketSchema, TICKET_REPLY_MAX_BYTES, type QuestionDetailAnswer, type QuestionListAnswer } from './question.api';
import { questionFilterProblems, questionQueryToRaw, parseQuestionQuery, type QuestionListQuery } from './question.query';
import { readyAnswerSchema, type ReadyAnswerListAnswer } from './ready-answer.api';

export const questionListQuery: QueryCodec<QuestionListQuery> = {
  parse: (raw) => parseQuestionQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: questionFilterProblems,
  toRaw: questionQueryToRaw,
};

const view = policy.can('questions.view');
/** A file sent with a reply: `<ticketId>-<n>.<extension>`. */
export const TICKET_ATTACHMENT_KEY = /^\d{1,20}-\d{1,6}\.(jpg|jpeg|png|webp)$/;

export const QUESTION_ROUTES = {
  list: route.get('/api/questions', { query: questionListQuery, answer: answer<QuestionListAnswer>(), policy: view }),
  detail: route.get('/api/questions/:id', { answer: answer<QuestionDetailAnswer>(), policy: view }),
  /** Multipart: `text`, `urls` (comma-separated) and `attachments` (files), checked by the BFF before anything travels. */
  reply: route.post('/api/questions/:id/reply', {
    body: multipart({ maxBytes: TICKET_REPLY_MAX_BYTES, tooLarge: { attachments: 'validation.imageTooLarge' } }),
    answer: answer<QuestionDetailAnswer>(),
    policy: view,
  }),
  claim: route.post('/api/questions/:id/claim', { body: claimFromTicketSchema, answer: answer<QuestionDetailAnswer>(), policy: view }),
  attachment: route.get('/api/questions/:id/attachments/:attachmentKey', {
    params: { attachmentKey: param.matching(TICKET_ATTACHMENT_KEY) },
    answer: fileAnswer(),
    policy: view,
  }),
  readyAnswers: route.get('/api/ready-answers', { answer: answer<ReadyAnswerListAnswer>(), policy: view }),
  createReadyAnswer: route.post('/api/ready-answers', { body: readyAnswerSchema, answer: answer<ReadyAnswerListAnswer>(), status: 201, policy: view }),
  updateReadyAnswer: route.put('/api/ready-answers/:id', { body: readyAnswerSchema, answer: answer<ReadyAnswerListAnswer>(), policy: view }),
  deleteReadyAnswer: route.delete('/api/ready-answers/:id', { answer: answer<ReadyAnswerListAnswer>(), policy: view }),
};

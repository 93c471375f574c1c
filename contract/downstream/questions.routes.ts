/**
 * The marketplace service's customer questions and ready answers, under /v1/companies/:companyId (the BFF calls
 * them, the sandbox serves them). Another company's ticket or ready answer is a 404; a reply to a closed or expired
 * ticket is 409 `ticketClosed` / `ticketExpired`; a claim the ticket cannot have is 409 with its reason; a bad body 400
 * `validation` with its fields, a file over the limit 413 `fileTooLarge`, of the wrong kind 415 `unsupportedFile`.
 */
import { answer, param, policy, route } from '../api/route-def';
import { claimFromTicketSchema, ticketReplyServiceSchema, type QuestionDetailAnswer, type QuestionListAnswer } from '../questions/question.api';
import { questionFilterProblems, questionQueryToRaw, parseQuestionQuery } from '../questions/question.query';
import { readyAnswerSchema, type ReadyAnswerListAnswer } from '../questions/ready-answer.api';
import type { ImageFileAnswer } from './catalog-products';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/questions';
const READY = '/v1/companies/:companyId/ready-answers';

export const QUESTION_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(BASE, {
    query: serviceListQuery(parseQuestionQuery, questionQueryToRaw, questionFilterProblems),
    answer: answer<QuestionListAnswer>(),
    policy: token,
  }),
  detail: route.get(`${BASE}/:questionId`, { answer: answer<QuestionDetailAnswer>(), policy: token }),
  reply: route.post(`${BASE}/:questionId/reply`, { body: ticketReplyServiceSchema, answer: answer<QuestionDetailAnswer>(), policy: token }),
  claim: route.post(`${BASE}/:questionId/claim`, { body: claimFromTicketSchema, answer: answer<QuestionDetailAnswer>(), policy: token }),
  attachment: route.get(`${BASE}/:questionId/attachments/:attachmentKey`, {
    params: { attachmentKey: param.text },
    answer: answer<ImageFileAnswer>(),
    policy: token,
  }),
  readyAnswers: route.get(READY, { answer: answer<ReadyAnswerListAnswer>(), policy: token }),
  createReadyAnswer: route.post(READY, { body: readyAnswerSchema, answer: answer<ReadyAnswerListAnswer>(), status: 201, policy: token }),
  updateReadyAnswer: route.put(`${READY}/:readyAnswerId`, { body: readyAnswerSchema, answer: answer<ReadyAnswerListAnswer>(), policy: token }),
  deleteReadyAnswer: route.delete(`${READY}/:readyAnswerId`, { answer: answer<ReadyAnswerListAnswer>(), policy: token }),
});

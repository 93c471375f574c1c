/** The questions list, Question Detail with its reply and claim, and the company's ready answers with their changes. */
import type { ClaimFromTicketBody } from '@contract/questions/question.api';
import type { ReadyAnswerBody } from '@contract/questions/ready-answer.api';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import {
  createClaimFromQuestion,
  createReadyAnswer,
  deleteReadyAnswer,
  fetchQuestion,
  fetchQuestions,
  fetchReadyAnswers,
  replyToQuestion,
  updateReadyAnswer,
  type TicketReplyForm,
} from './questions.api';

export const questionsList = createListResource('questionsList', fetchQuestions);

/** An answered question no longer waits for the seller: the sidebar's tickets badge comes down at once. */
const ANSWERS = { changesSession: true };

export const questionDetail = createDetailResource('questionDetail', fetchQuestion, {
  reply: command((id, form: TicketReplyForm) => replyToQuestion(id, form), 'questions.reply.done', ANSWERS),
  /** The same reply; afterwards the next question waiting for the seller opens (questions.sagas.ts). */
  replyAndNext: command((id, form: TicketReplyForm) => replyToQuestion(id, form), 'questions.reply.done', ANSWERS),
  claim: command((id, body: ClaimFromTicketBody) => createClaimFromQuestion(id, body), 'questions.claim.done'),
});

export type QuestionCommand = CommandName<typeof questionDetail>;
export type OnQuestionCommand = OnCommand<typeof questionDetail>;

/** The company's list is one record (its id is unused); each command answers the list as it stands afterwards. */
export const READY_ANSWERS_ID = 0;
export const readyAnswers = createDetailResource('readyAnswers', () => fetchReadyAnswers(), {
  create: command((_id, body: ReadyAnswerBody) => createReadyAnswer(body), 'readyAnswers.create.done'),
  update: command((_id, { id, body }: { id: number; body: ReadyAnswerBody }) => updateReadyAnswer(id, body), 'readyAnswers.edit.done'),
  remove: command((_id, id: number) => deleteReadyAnswer(id), 'readyAnswers.delete.done'),
});

export type ReadyAnswerCommand = CommandName<typeof readyAnswers>;
export type OnReadyAnswerCommand = OnCommand<typeof readyAnswers>;

/**
 * Questions for the page stories, from the seeded world the sandbox serves, read and changed with the operations its
 * routes call (listQuestions, getQuestion, replyToQuestion, createClaimFromQuestion); samples are found by what they
 * must show, never written by hand. The stories' clock stands at the world's moment.
 */
import { zeroCounts, type RawQuery } from '@contract/lists/list-query';
import type { QuestionDetailAnswer, QuestionListAnswer } from '@contract/questions/question.api';
import { QUESTION_TABS, parseQuestionQuery, type QuestionListQuery } from '@contract/questions/question.query';
import { EXPIRY_URGENT_MS } from '@contract/questions/question.rules';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import type { Ticket } from '@contract/tickets/ticket.types';
import { listReadyAnswers } from '@mocks/world/tickets/ready-answer-operations';
import { ticketsOf } from '@mocks/world/tickets/ticket-book';
import { createClaimFromQuestion, getQuestion, listQuestions } from '@mocks/world/tickets/ticket-operations';
import { replyToQuestion } from '@mocks/world/tickets/ticket-reply';
import { createWorld } from '@mocks/world/world';
import type { Clock } from '@web/lib/clock';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });
/** A clock that stands at the world's moment: countdowns show the same time on every run. */
export const storyClock: Clock = () => STORY_NOW;

export const questionQuery = (raw: RawQuery = {}): QuestionListQuery => parseQuestionQuery(raw);
export const questionsPage = (query: QuestionListQuery): QuestionListAnswer => listQuestions(world, SELLER_COMPANY_ID, query, STORY_NOW);
export const noQuestions = (query: QuestionListQuery): QuestionListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(QUESTION_TABS),
});

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const taken = new Set<number>();

function ticketThat(what: string, test: (ticket: Ticket, detail: QuestionDetailAnswer) => boolean): Ticket {
  const found = ticketsOf(world, SELLER_COMPANY_ID).find(
    (ticket) => !taken.has(ticket.id) && test(ticket, getQuestion(world, SELLER_COMPANY_ID, ticket.id, STORY_NOW)!),
  );
  if (!found) throw new Error(`The seeded world has no question that ${what}`);
  taken.add(found.id);
  return found;
}

const detailOf = (ticket: Ticket) => getQuestion(world, SELLER_COMPANY_ID, ticket.id, STORY_NOW)!;
const waiting = (ticket: Ticket) => ticket.status === 'open' || ticket.status === 'awaitingMerchant';
const leftOf = (ticket: Ticket) => Date.parse(ticket.expiresAt) - STORY_NOW;

const replied = ticketThat('waits, to be answered with a link and a file', (ticket) => waiting(ticket) && leftOf(ticket) > EXPIRY_URGENT_MS);
replyToQuestion(
  world,
  SELLER_COMPANY_ID,
  replied.id,
  {
    text: 'Yes, it is original and comes with a two-year warranty. The label is in the photo.',
    urls: ['https://www.example.com/warranty'],
    attachments: [{ fileName: 'label.png', contentBase64: PNG_BASE64 }],
  },
  STORY_NOW,
);
const claimed = ticketThat('has a shipped order, to make a claim of', (ticket, detail) => ticket.orderId !== null && detail.orderShipped);
createClaimFromQuestion(world, SELLER_COMPANY_ID, claimed.id, { type: 'return', explanation: 'The customer wants to send it back.' }, STORY_NOW);

export const QUESTIONS = {
  /** Waiting for the seller with a day or more left, its order shipped: both actions open. */
  waiting: detailOf(
    ticketThat('waits with time left and a shipped order', (ticket, detail) => waiting(ticket) && leftOf(ticket) > EXPIRY_URGENT_MS && detail.orderShipped),
  ),
  /** Answered with a link and a file: the conversation shows all three senders' kinds of message. */
  replied: detailOf(replied),
  /** A claim was created from it: the link, and no second claim. */
  claimed: detailOf(claimed),
  /** Asked before any purchase: no order, so no claim. */
  noOrder: detailOf(ticketThat('is about no order', (ticket) => waiting(ticket) && ticket.orderId === null)),
  closed: detailOf(ticketThat('is closed', (ticket) => ticket.status === 'closed')),
  expired: detailOf(ticketThat('expired', (ticket) => ticket.status === 'expired')),
};
export type QuestionSample = keyof typeof QUESTIONS;

/** A clock standing `offsetMs` from the waiting sample's expiry (negative: before it). */
export const clockAtExpiry =
  (offsetMs: number): Clock =>
  () =>
    Date.parse(QUESTIONS.waiting.ticket.expiresAt) + offsetMs;

export const READY_ANSWERS: ReadyAnswerListAnswer = listReadyAnswers(world, SELLER_COMPANY_ID);

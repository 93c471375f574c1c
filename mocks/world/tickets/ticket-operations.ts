/**
 * Customer questions in the seeded world (spec §2–§5): what the sandbox's marketplace service answers. Every read and
 * change first settles the company's tickets as of `now` (one waiting past its `expiresAt` becomes Expired, with the
 * marketplace's note), so the list, the detail, the dashboard and the badge read the same tickets.
 */
import type { QuestionDetailAnswer, QuestionListAnswer, QuestionRow } from '@contract/questions/question.api';
import { claimFromTicketSchema } from '@contract/questions/question.api';
import { QUESTION_TABS, questionMatches, type QuestionListQuery } from '@contract/questions/question.query';
import { claimFromTicketRefusal, isAwaitingSellerAt, ticketStatusAt } from '@contract/questions/question.rules';
import type { Ticket, TicketMessage } from '@contract/tickets/ticket.types';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { catalogOf } from '../catalog/catalog-access';
import { addClaimFromTicket } from '../claims/claim-from-ticket';
import { hasLeftSeller } from '../claims/generate-claims';
import { findOrder } from '../orders/book-index';
import { orderBookOf } from '../orders/order-book';
import { refusal, type Refusal } from '../refusal';
import type { World } from '../world';
import { TICKET_EXPIRED_TEXT } from './generate-tickets';
import { ticketsOf } from './ticket-book';

/** A message added to a ticket: the next id in its conversation. */
export function nextMessage(ticket: Ticket, message: Omit<TicketMessage, 'id'>): TicketMessage {
  return { id: Math.max(0, ...ticket.messages.map((known) => known.id)) + 1, ...message };
}

/** The company's tickets with those past their time expired; newest first. */
export function settledTickets(world: World, companyId: number, now: number): readonly Ticket[] {
  const tickets = ticketsOf(world, companyId);
  for (const ticket of tickets) {
    if (ticketStatusAt(ticket, now) === ticket.status) continue;
    ticket.status = 'expired';
    ticket.messages.push(nextMessage(ticket, { sender: 'system', text: TICKET_EXPIRED_TEXT, sentAt: ticket.expiresAt, attachments: [], urls: [] }));
  }
  return tickets;
}

const rowOf = ({ messages: _messages, ...row }: Ticket): QuestionRow => row;

export function listQuestions(world: World, companyId: number, query: QuestionListQuery, now: number): QuestionListAnswer {
  const matching = settledTickets(world, companyId, now).filter((ticket) => questionMatches(ticket, query));
  const tabCounts = { ...zeroCounts(QUESTION_TABS), all: matching.length };
  for (const ticket of matching) {
    tabCounts[ticket.status] += 1;
    if (isAwaitingSellerAt(ticket, now)) tabCounts.awaitingSeller += 1;
  }
  const inTab = (ticket: Ticket) => query.tab === 'all' || ticket.status === query.tab || (query.tab === 'awaitingSeller' && isAwaitingSellerAt(ticket, now));
  const rows = matching.filter(inTab);
  rows.sort(compareBy((ticket) => `${ticket[query.sort.field]}|${String(ticket.id).padStart(16, '0')}`, query.sort.direction));
  return { items: paginate(rows, query.page, query.pageSize).map(rowOf), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

/** The company's ticket, settled as of `now`. */
export function ticketIn(world: World, companyId: number, id: number, now: number): Ticket | undefined {
  return settledTickets(world, companyId, now).find((ticket) => ticket.id === id);
}

function orderOf(world: World, ticket: Ticket) {
  const book = ticket.orderId === null ? undefined : orderBookOf(world, ticket.companyId);
  return book && ticket.orderId !== null ? findOrder(book, ticket.orderId) : undefined;
}

/** The ticket with what its links and buttons need: the SKU's product and whether its order has left the seller. */
export function questionDetailOf(world: World, ticket: Ticket): QuestionDetailAnswer {
  const catalog = catalogOf(world, ticket.companyId);
  const variant =
    catalog?.variants.find((candidate) => candidate.sku === ticket.productSku) ??
    catalog?.deletedVariants.find((candidate) => candidate.sku === ticket.productSku);
  const order = orderOf(world, ticket);
  return { ticket, productId: variant?.productId ?? null, orderShipped: order ? hasLeftSeller(order) : false };
}

export function getQuestion(world: World, companyId: number, id: number, now: number): QuestionDetailAnswer | undefined {
  const ticket = ticketIn(world, companyId, id, now);
  return ticket ? questionDetailOf(world, ticket) : undefined;
}

/** A seller's command on one of the company's tickets: its answer, a refusal, or undefined (no such ticket). */
export type TicketCommand<Body = Record<string, unknown> | null> = (
  world: World,
  companyId: number,
  id: number,
  body: Body,
  now: number,
) => QuestionDetailAnswer | Refusal | undefined;

/** The command run on the ticket once it is found among the company's (and brought up to date at `now`). */
export function ticketCommand<Body = Record<string, unknown> | null>(
  run: (world: World, ticket: Ticket, body: Body, now: number) => QuestionDetailAnswer | Refusal,
): TicketCommand<Body> {
  return (world, companyId, id, body, now) => {
    const ticket = ticketIn(world, companyId, id, now);
    return ticket ? run(world, ticket, body, now) : undefined;
  };
}

/** "Create a claim from this ticket": the ticket, now naming its claim; a refusal; or undefined (no such ticket). */
export const createClaimFromQuestion = ticketCommand((world, ticket, body, now) => {
  const order = orderOf(world, ticket);
  const refused = claimFromTicketRefusal(ticket, order ? hasLeftSeller(order) : false);
  if (refused || !order) return refusal(refused ?? 'ticketHasNoOrder');
  const fields = fieldErrors(claimFromTicketSchema, body ?? {});
  if (fields) return refusal('validation', fields);
  ticket.claimId = addClaimFromTicket(world, ticket, order, claimFromTicketSchema.cast(body, { stripUnknown: true }), now).id;
  return questionDetailOf(world, ticket);
});

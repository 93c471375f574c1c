/**
 * One company's customer questions (tickets), about products it sold: product, SKU and marketplace come from its
 * order book. The tickets waiting for the seller are exactly as many as the sidebar badge says (world.counts).
 */
import { DAY_MS } from '@contract/lists/date-range';
import { questionIdOf } from '@contract/questions/question-id';
import { TICKET_STATUSES_AWAITING_SELLER, type Ticket, type TicketMessage, type TicketStatus } from '@contract/tickets/ticket.types';
import { pick } from '../prng';
import { HOUR_MS, ID_SPACE, iso, weighted } from '../orders/generation-context';
import type { OrderDerivedInput } from '../orders/order-derived';

/** Spec §9: a question expires; sellers have this long to answer. */
export const TICKET_ANSWER_DAYS = 3;
/** What the marketplace writes into a question nobody answered in time. */
export const TICKET_EXPIRED_TEXT = 'The question expired without an answer.';
const QUESTIONS = [
  ['Is this product original?', 'Does it come with a warranty?'],
  ['When will my order be shipped?', 'Can you ship it faster?'],
  ['Which size should I choose?', 'I am 1.75 m, is M enough?'],
  ['Is the colour the same as in the photo?', 'Could you send a real photo?'],
  ['Can I return it if it does not fit?', 'How many days do I have?'],
] as const;
const SETTLED: readonly (readonly [TicketStatus, number])[] = [
  ['awaitingUser', 12],
  ['awaitingMarketplace', 8],
  ['done', 40],
  ['closed', 25],
  ['expired', 15],
];

function messagesOf(input: OrderDerivedInput, id: number, status: TicketStatus, at: number, question: readonly [string, string]): TicketMessage[] {
  const messages: Omit<TicketMessage, 'attachments' | 'urls'>[] = [{ id: id * 10 + 1, sender: 'customer', text: question[0], sentAt: iso(at) }];
  const later = (hours: number) => iso(Math.min(input.now - 60_000, at + hours * HOUR_MS));
  if (status === 'awaitingMerchant') messages.push({ id: id * 10 + 2, sender: 'customer', text: question[1], sentAt: later(2) });
  if (['awaitingUser', 'awaitingMarketplace', 'done', 'closed'].includes(status)) {
    messages.push({ id: id * 10 + 2, sender: 'merchant', text: 'Thank you for your question. Yes, it is.', sentAt: later(5) });
  }
  if (status === 'closed') messages.push({ id: id * 10 + 3, sender: 'system', text: 'The ticket was closed.', sentAt: later(30) });
  if (status === 'expired') messages.push({ id: id * 10 + 3, sender: 'system', text: TICKET_EXPIRED_TEXT, sentAt: later(TICKET_ANSWER_DAYS * 24) });
  return messages.map((message) => ({ ...message, attachments: [], urls: [] }));
}

/** Newest first; none for a company without orders. */
export function generateTickets(input: OrderDerivedInput): Ticket[] {
  const { random, companyId, orders, now } = input;
  if (orders.length === 0) return [];
  const tickets: Ticket[] = [];
  for (let n = 0; n < input.waiting + input.settled; n += 1) {
    const status: TicketStatus = n < input.waiting ? pick(random, TICKET_STATUSES_AWAITING_SELLER) : weighted(random, SETTLED);
    const order = orders[orders.length - 1 - Math.floor(random() * Math.min(orders.length, 2000))]!;
    const item = pick(random, order.items);
    const awaiting = TICKET_STATUSES_AWAITING_SELLER.includes(status);
    const age = awaiting ? random() * (TICKET_ANSWER_DAYS - 0.2) * DAY_MS : (TICKET_ANSWER_DAYS + random() * 27) * DAY_MS;
    const at = Math.round(now - age);
    const id = companyId * ID_SPACE + n + 1;
    const question = pick(random, QUESTIONS);
    const afterPurchase = random() < 0.6;
    tickets.push({
      id,
      companyId,
      questionId: questionIdOf(id),
      customerName: order.customerName,
      customerId: `CU-${order.salesChannel.slice(0, 2).toUpperCase()}${order.id % 100_000}`,
      productName: item.name,
      productSku: item.sku,
      marketplace: order.salesChannel,
      marketplaceTicketId: `T${order.salesChannel.slice(0, 2).toUpperCase()}${id}`,
      marketplaceOrderId: afterPurchase ? order.marketplaceOrderId : null,
      orderId: afterPurchase ? order.id : null,
      claimId: null,
      subject: question[0],
      description: `${question[0]} ${question[1]}`,
      createdAt: iso(at),
      expiresAt: iso(at + TICKET_ANSWER_DAYS * DAY_MS),
      status,
      messages: messagesOf(input, id, status, at, question),
    });
  }
  return tickets.sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id));
}

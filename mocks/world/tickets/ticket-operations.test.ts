import { parseQuestionQuery } from '@contract/questions/question.query';
import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import { DAY_MS } from '@contract/lists/date-range';
import { claimsOf } from '../claims/claim-book';
import { countsOf } from '../badge-counts';
import { createWorld, type World } from '../world';
import { ticketsOf } from './ticket-book';
import { createClaimFromQuestion, getQuestion, listQuestions } from './ticket-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('ticket operations', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });
  const waiting = () => ticketsOf(world, 1001).filter((ticket) => ticket.status === 'open' || ticket.status === 'awaitingMerchant');

  it('opens on the seller’s to-do list, soonest expiry first across marketplaces, as many as the badge says', () => {
    const todo = listQuestions(world, 1001, parseQuestionQuery({ pageSize: '100' }), NOW);
    expect(todo.total).toBe(countsOf(world, 1001).tickets);
    expect(todo.tabCounts.awaitingSeller).toBe(todo.tabCounts.open + todo.tabCounts.awaitingMerchant);
    const expiries = todo.items.map((ticket) => ticket.expiresAt);
    expect(expiries).toEqual([...expiries].sort());
    expect(new Set(todo.items.map((ticket) => ticket.marketplace)).size).toBeGreaterThan(1);
    expect(todo.items[0]).not.toHaveProperty('messages');
    const all = listQuestions(world, 1001, parseQuestionQuery({ tab: 'all' }), NOW);
    expect(all.total).toBe(ticketsOf(world, 1001).length);
  });

  it('filters by marketplace, whole SKU, whole order id and creation day', () => {
    const ticket = ticketsOf(world, 1001).find((candidate) => candidate.orderId !== null)!;
    const day = ticket.createdAt.slice(0, 10);
    const found = listQuestions(
      world,
      1001,
      parseQuestionQuery({
        tab: 'all',
        marketplace: ticket.marketplace,
        sku: ticket.productSku.toLowerCase(),
        order: String(ticket.orderId),
        from: day,
        to: day,
      }),
      NOW,
    );
    expect(found.items.map((row) => row.id)).toContain(ticket.id);
    expect(listQuestions(world, 1001, parseQuestionQuery({ tab: 'all', order: ticket.marketplaceOrderId! }), NOW).items.map((row) => row.id)).toContain(
      ticket.id,
    );
    expect(listQuestions(world, 1001, parseQuestionQuery({ tab: 'all', sku: ticket.productSku.slice(0, -1) }), NOW).total).toBe(0);
  });

  it('expires a question nobody answered in time: its tab, its note and the badge follow the clock', () => {
    const [soonest] = listQuestions(world, 1001, parseQuestionQuery({}), NOW).items;
    const later = Date.parse(soonest!.expiresAt);
    const before = countsOf(world, 1001, NOW).tickets;
    expect(countsOf(world, 1001, later).tickets).toBe(before - 1);
    const detail = getQuestion(world, 1001, soonest!.id, later)!;
    expect(detail.ticket.status).toBe('expired');
    expect(detail.ticket.messages.at(-1)).toMatchObject({ sender: 'system', sentAt: soonest!.expiresAt });
    expect(listQuestions(world, 1001, parseQuestionQuery({ tab: 'expired', pageSize: '100' }), later).items.map((row) => row.id)).toContain(soonest!.id);
  });

  it('creates one claim from a ticket whose order has shipped, linked both ways, waiting for staff', () => {
    const ticket = ticketsOf(world, 1001).find((candidate) => candidate.orderId !== null && getQuestion(world, 1001, candidate.id, NOW)!.orderShipped)!;
    const waitingClaims = countsOf(world, 1001).claims;
    const answer = createClaimFromQuestion(
      world,
      1001,
      ticket.id,
      { type: 'return', explanation: ' The customer wants to send it back. ' },
      NOW,
    ) as QuestionDetailAnswer;
    const claim = claimsOf(world, 1001).find((candidate) => candidate.id === answer.ticket.claimId)!;
    expect(claim).toMatchObject({
      ticketId: ticket.id,
      orderId: ticket.orderId,
      status: 'waitingAdmin',
      type: 'return',
      explanation: 'The customer wants to send it back.',
    });
    expect(claim.reportedItems.map((item) => item.sellerSku)).toContain(ticket.productSku);
    expect(claimsOf(world, 1001)[0]).toBe(claim);
    expect(countsOf(world, 1001).claims).toBe(waitingClaims);
    expect(createClaimFromQuestion(world, 1001, ticket.id, { type: 'return', explanation: 'Again.' }, NOW)).toEqual({ code: 'ticketHasClaim' });
  });

  it('refuses a claim without an order, or with a bad body, and knows no ticket of another company', () => {
    const noOrder = ticketsOf(world, 1001).find((candidate) => candidate.orderId === null)!;
    expect(createClaimFromQuestion(world, 1001, noOrder.id, { type: 'return', explanation: 'x' }, NOW)).toEqual({ code: 'ticketHasNoOrder' });
    const shipped = ticketsOf(world, 1001).find((candidate) => candidate.orderId !== null && getQuestion(world, 1001, candidate.id, NOW)!.orderShipped)!;
    expect(createClaimFromQuestion(world, 1001, shipped.id, { type: 'bogus' }, NOW)).toEqual({
      code: 'validation',
      fields: { type: 'validation.claimTypeRequired', explanation: 'validation.claimExplanationRequired' },
    });
    expect(getQuestion(world, 1002, waiting()[0]!.id, NOW)).toBeUndefined();
    expect(createClaimFromQuestion(world, 1002, shipped.id, { type: 'return', explanation: 'x' }, NOW)).toBeUndefined();
    expect(shipped.claimId).toBeNull();
  });

  it('names the SKU’s product in the seller’s catalogue', () => {
    const ticket = waiting()[0]!;
    expect(getQuestion(world, 1001, ticket.id, NOW + DAY_MS / 24)!.productId).toEqual(expect.any(Number));
  });
});

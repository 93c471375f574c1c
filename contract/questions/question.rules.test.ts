import { TICKET_STATUSES } from '../tickets/ticket.types';
import { claimFromTicketRefusal, isAwaitingSellerAt, ticketReplyRefusal, ticketStatusAt } from './question.rules';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const expiresAt = new Date(NOW + 60_000).toISOString();

describe('ticket rules (spec §4, §9)', () => {
  it('a question waiting for the seller expires at its time; the others keep their status', () => {
    expect(ticketStatusAt({ status: 'open', expiresAt }, NOW)).toBe('open');
    expect(ticketStatusAt({ status: 'awaitingMerchant', expiresAt }, NOW + 60_000)).toBe('expired');
    expect(ticketStatusAt({ status: 'awaitingUser', expiresAt }, NOW + 60_000)).toBe('awaitingUser');
    expect(isAwaitingSellerAt({ status: 'open', expiresAt }, NOW)).toBe(true);
    expect(isAwaitingSellerAt({ status: 'open', expiresAt }, NOW + 60_000)).toBe(false);
  });

  it('only a closed or expired question cannot be answered', () => {
    const refused = TICKET_STATUSES.filter((status) => ticketReplyRefusal({ status, expiresAt }, NOW) !== null);
    expect(refused).toEqual(['closed', 'expired']);
    expect(ticketReplyRefusal({ status: 'closed', expiresAt }, NOW)).toBe('ticketClosed');
    expect(ticketReplyRefusal({ status: 'open', expiresAt }, NOW + 60_000)).toBe('ticketExpired');
  });

  it('a claim needs the ticket’s order to have shipped, and one per ticket', () => {
    expect(claimFromTicketRefusal({ orderId: 7, claimId: null }, true)).toBeNull();
    expect(claimFromTicketRefusal({ orderId: 7, claimId: null }, false)).toBe('ticketOrderNotShipped');
    expect(claimFromTicketRefusal({ orderId: null, claimId: null }, false)).toBe('ticketHasNoOrder');
    expect(claimFromTicketRefusal({ orderId: 7, claimId: 9 }, true)).toBe('ticketHasClaim');
  });
});

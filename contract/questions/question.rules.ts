/**
 * What a seller may do with a customer question (spec §4): reply to it unless it is closed or expired, and create a
 * claim from it. A question waiting for the seller expires at `expiresAt` (spec §9), so its status is read as of a
 * moment: the list, the detail's buttons, the sidebar badge and the sandbox all ask these with their own clock.
 */
import { TICKET_STATUSES_AWAITING_SELLER, type Ticket, type TicketStatus } from '../tickets/ticket.types';

/** The countdown turns urgent this long before a question expires. */
export const EXPIRY_URGENT_MS = 12 * 3_600_000;

/** A reply waits for the customer. */
export const STATUS_AFTER_REPLY: TicketStatus = 'awaitingUser';

/** The ticket's status at `now`: one still waiting for the seller past its `expiresAt` has expired. */
export function ticketStatusAt(ticket: Pick<Ticket, 'status' | 'expiresAt'>, now: number): TicketStatus {
  return TICKET_STATUSES_AWAITING_SELLER.includes(ticket.status) && Date.parse(ticket.expiresAt) <= now ? 'expired' : ticket.status;
}

/** Waiting for the seller's answer at `now` (what the badge counts). */
export function isAwaitingSellerAt(ticket: Pick<Ticket, 'status' | 'expiresAt'>, now: number): boolean {
  return TICKET_STATUSES_AWAITING_SELLER.includes(ticketStatusAt(ticket, now));
}

/** Why the seller cannot reply (an ErrorCode), or null. */
export function ticketReplyRefusal(ticket: Pick<Ticket, 'status' | 'expiresAt'>, now: number): 'ticketClosed' | 'ticketExpired' | null {
  const status = ticketStatusAt(ticket, now);
  if (status === 'closed') return 'ticketClosed';
  return status === 'expired' ? 'ticketExpired' : null;
}

export type ClaimFromTicketRefusal = 'ticketHasClaim' | 'ticketHasNoOrder' | 'ticketOrderNotShipped';

/**
 * Why no claim can be created from this ticket, or null: one claim per ticket, and a claim belongs to an order that
 * has left the seller (an item shipped, delivered or refunded), as every claim in the world does.
 */
export function claimFromTicketRefusal(ticket: Pick<Ticket, 'orderId' | 'claimId'>, orderShipped: boolean): ClaimFromTicketRefusal | null {
  if (ticket.claimId !== null) return 'ticketHasClaim';
  if (ticket.orderId === null) return 'ticketHasNoOrder';
  return orderShipped ? null : 'ticketOrderNotShipped';
}

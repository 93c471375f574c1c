/**
 * A claim the seller creates from a customer question (spec §2, §4): it reports the ticket's product from the ticket's
 * order, names the ticket back, and goes to staff as Waiting Admin — the seller made the request, so it does not wait
 * for the seller's own decision (nor raise the claims badge).
 */
import type { Claim } from '@contract/claims/claim.types';
import type { ClaimFromTicketBody } from '@contract/questions/question.api';
import type { Order } from '@contract/orders/order.types';
import type { Ticket } from '@contract/tickets/ticket.types';
import { ID_SPACE, iso } from '../orders/generation-context';
import type { World } from '../world';
import { claimsOf } from './claim-book';
import { itemLeftSeller, reportedItemOf } from './generate-claims';

export function addClaimFromTicket(world: World, ticket: Ticket, order: Order, body: ClaimFromTicketBody, now: number): Claim {
  const claims = claimsOf(world, ticket.companyId);
  const id = Math.max(ticket.companyId * ID_SPACE, ...claims.map((claim) => claim.id)) + 1;
  const sent = order.items.filter(itemLeftSeller);
  const about = sent.filter((item) => item.sku === ticket.productSku);
  const claim: Claim = {
    id,
    companyId: ticket.companyId,
    marketplace: order.salesChannel,
    marketplaceNumber: `C${order.salesChannel.slice(0, 2).toUpperCase()}${id}`,
    customerName: order.customerName,
    orderId: order.id,
    marketplaceOrderId: order.marketplaceOrderId,
    date: iso(now),
    type: body.type,
    reason: ticket.subject,
    reasonEn: ticket.subject,
    explanation: body.explanation,
    explanationEn: body.explanation,
    status: 'waitingAdmin',
    rejectReason: null,
    rejectNote: null,
    photos: [],
    adminNote: null,
    deliveryCode: null,
    deliveryDirection: null,
    returnInfo: null,
    userReportedImages: [],
    merchantReportedImages: [],
    reportedItems: (about.length ? about : sent).map(reportedItemOf),
    currency: order.currency,
    ticketId: ticket.id,
  };
  world.claimBooks[ticket.companyId]!.unshift(claim);
  return claim;
}

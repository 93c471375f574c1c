/** The sidebar's badge counts of a company, as the marketplace service answers them. */
import type { Counts } from '@contract/api/session';
import { zeroCounts } from '@contract/api/user-info';
import { liveProductCounts } from './catalog/catalog-access';
import { liveClaimCount } from './claims/claim-counts';
import { liveMessageCount } from './messages/message-counts';
import { liveTicketCount } from './tickets/ticket-counts';
import type { World } from './world';

/**
 * The badges; the product ones follow the company's catalogue once it has been read (mocks/world/catalog), the claims
 * one its claim book (mocks/world/claims), the tickets one its ticket book as of `now` (mocks/world/tickets), the
 * messages one its inbox (mocks/world/messages), so a decision, a reply or an opened message moves the badge at once.
 */
export function countsOf(world: World, companyId: number, now = world.createdAt): Counts {
  return {
    ...(world.counts[companyId] ?? zeroCounts()),
    ...liveProductCounts(world, companyId),
    ...liveClaimCount(world, companyId),
    ...liveTicketCount(world, companyId, now),
    ...liveMessageCount(world, companyId),
  };
}

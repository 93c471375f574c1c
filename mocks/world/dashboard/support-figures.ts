/** The marketplace's question and claim figures for the dashboard, over the company's tickets (as of `now`) and claims. */
import { CLAIM_TYPES } from '@contract/claims/claim.types';
import type { MarketplaceDashboardAnswer } from '@contract/downstream/dashboard';
import { zeroCounts } from '@contract/lists/list-query';
import { ticketStatusAt } from '@contract/questions/question.rules';
import { TICKET_STATUSES } from '@contract/tickets/ticket.types';
import { claimsOf } from '../claims/claim-book';
import { ticketsOf } from '../tickets/ticket-book';
import type { World } from '../world';

export type SupportFigures = Pick<MarketplaceDashboardAnswer, 'questionStates' | 'claimTypes'>;

export function supportFigures(world: World, companyId: number, now: number): SupportFigures {
  const questionStates = zeroCounts(TICKET_STATUSES);
  for (const ticket of ticketsOf(world, companyId)) questionStates[ticketStatusAt(ticket, now)] += 1;
  const claimTypes = zeroCounts(CLAIM_TYPES);
  for (const claim of claimsOf(world, companyId)) claimTypes[claim.type] += 1;
  return { questionStates, claimTypes };
}

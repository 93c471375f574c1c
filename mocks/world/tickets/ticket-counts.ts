/** The tickets badge once the company's tickets exist: those still waiting for the seller at `now`, as replies and time leave them. */
import type { Counts } from '@contract/api/session';
import { isAwaitingSellerAt } from '@contract/questions/question.rules';
import type { World } from '../world';

/** Empty until the ticket book is generated (the seeded count stands until then, and the book is drawn to match it). */
export function liveTicketCount(world: World, companyId: number, now: number): Partial<Pick<Counts, 'tickets'>> {
  const book = world.ticketBooks[companyId];
  return book ? { tickets: book.filter((ticket) => isAwaitingSellerAt(ticket, now)).length } : {};
}

/** The claims badge once the company's claims exist: the claims still waiting for the seller, as decisions leave them. */
import type { Counts } from '@contract/api/session';
import { isAwaitingSeller } from '@contract/claims/claim.rules';
import type { World } from '../world';

/** Empty until the claim book is generated (the seeded count stands until then, and the book is drawn to match it). */
export function liveClaimCount(world: World, companyId: number): Partial<Pick<Counts, 'claims'>> {
  const book = world.claimBooks[companyId];
  return book ? { claims: book.filter(isAwaitingSeller).length } : {};
}

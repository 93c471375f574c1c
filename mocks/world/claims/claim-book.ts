/** A company's claims, generated on first access from (world seed, company id) and its order book alone. */
import type { Claim } from '@contract/claims/claim.types';
import { countsOf } from '../badge-counts';
import { randomInt } from '../prng';
import { derivedFromOrders } from '../orders/order-derived';
import type { World } from '../world';
import { generateClaims } from './generate-claims';

/** Newest first; empty for a company the world does not know. */
export function claimsOf(world: World, companyId: number): readonly Claim[] {
  return derivedFromOrders(world, companyId, world.claimBooks, 3, (book, random) =>
    generateClaims({
      random,
      companyId,
      orders: book.orders,
      now: world.createdAt,
      waiting: countsOf(world, companyId).claims,
      settled: book.orders.length === 0 ? 0 : randomInt(random, 25, 70),
    }),
  );
}

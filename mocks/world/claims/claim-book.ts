/** A company's claims, generated on first access from (world seed, company id) and its order book alone. */
import type { Claim } from '@contract/claims/claim.types';
import { countsOf, findCompany } from '../lookups';
import { mixSeed, mulberry32, randomInt } from '../prng';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';
import { generateClaims } from './generate-claims';

/** Newest first; empty for a company the world does not know. */
export function claimsOf(world: World, companyId: number): readonly Claim[] {
  const existing = world.claimBooks[companyId];
  if (existing) return existing;
  const book = findCompany(world, companyId) ? orderBookOf(world, companyId) : undefined;
  if (!book) return [];
  const random = mulberry32(mixSeed(world.seed, companyId, 3));
  const claims = generateClaims({
    random, companyId, orders: book.orders, now: world.createdAt,
    waiting: countsOf(world, companyId).claims,
    settled: book.orders.length === 0 ? 0 : randomInt(random, 25, 70),
  });
  world.claimBooks[companyId] = claims;
  return claims;
}

/** A company's tickets, generated on first access from (world seed, company id) and its order book alone. */
import type { Ticket } from '@contract/tickets/ticket.types';
import { countsOf, findCompany } from '../lookups';
import { mixSeed, mulberry32, randomInt } from '../prng';
import { orderBookOf } from '../orders/order-book';
import type { World } from '../world';
import { generateTickets } from './generate-tickets';

/** Newest first; empty for a company the world does not know. */
export function ticketsOf(world: World, companyId: number): readonly Ticket[] {
  const existing = world.ticketBooks[companyId];
  if (existing) return existing;
  const book = findCompany(world, companyId) ? orderBookOf(world, companyId) : undefined;
  if (!book) return [];
  const random = mulberry32(mixSeed(world.seed, companyId, 4));
  const tickets = generateTickets({
    random, companyId, orders: book.orders, now: world.createdAt,
    waiting: countsOf(world, companyId).tickets, settled: randomInt(random, 30, 90),
  });
  world.ticketBooks[companyId] = tickets;
  return tickets;
}

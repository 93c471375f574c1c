/** A company's tickets, generated on first access from (world seed, company id) and its order book alone. */
import type { Ticket } from '@contract/tickets/ticket.types';
import { countsOf } from '../badge-counts';
import { randomInt } from '../prng';
import { derivedFromOrders } from '../orders/order-derived';
import type { World } from '../world';
import { generateTickets } from './generate-tickets';

/** Newest first; empty for a company the world does not know. */
export function ticketsOf(world: World, companyId: number): readonly Ticket[] {
  return derivedFromOrders(world, companyId, world.ticketBooks, 4, (book, random) =>
    generateTickets({
      random,
      companyId,
      orders: book.orders,
      now: world.createdAt,
      waiting: countsOf(world, companyId).tickets,
      settled: randomInt(random, 30, 90),
    }),
  );
}

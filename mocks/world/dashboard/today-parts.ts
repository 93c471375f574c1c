/**
 * What each service answers for Today, over the company's books as of `now`, by the contract's rules (the badges read
 * the same books through the same predicates). The whole, sorted, is for stories and tests without a BFF.
 */
import { sortToday } from '@contract/today/today.order';
import {
  claimItems,
  delayedPackageItems,
  invoiceItems,
  messageItems,
  pricingLockItems,
  questionItems,
  shippingItems,
  validationItems,
} from '@contract/today/today.rules';
import type { TodayItem, TodayPart } from '@contract/today/today.types';
import { catalogOf } from '../catalog/catalog-access';
import { claimsOf } from '../claims/claim-book';
import { messagesOf } from '../messages/message-book';
import { orderBookOf } from '../orders/order-book';
import { ticketsOf } from '../tickets/ticket-book';
import type { World } from '../world';

export function marketplaceToday(world: World, companyId: number, now: number): TodayPart {
  const book = orderBookOf(world, companyId);
  const catalog = catalogOf(world, companyId);
  return {
    shipping: sortToday(book ? shippingItems(book.orders, book.packages, now) : []),
    questions: sortToday(questionItems(ticketsOf(world, companyId), now)),
    claims: sortToday(claimItems(claimsOf(world, companyId))),
    pricingLocks: sortToday(pricingLockItems(book?.locks ?? [], now)),
    messages: sortToday(messageItems(messagesOf(world, companyId))),
    validation: sortToday(catalog ? validationItems(catalog.products, catalog.variants) : []),
  };
}

export function logisticsToday(world: World, companyId: number): TodayPart {
  const book = orderBookOf(world, companyId);
  if (!book) return { delayedPackages: [], invoices: [] };
  return {
    delayedPackages: sortToday(delayedPackageItems(book.packages, book.orders)),
    invoices: sortToday(invoiceItems(book.packages, book.orders)),
  };
}

/** Every group of both services, soonest deadline first. */
export function todayItems(world: World, companyId: number, now: number): TodayItem[] {
  const parts = [marketplaceToday(world, companyId, now), logisticsToday(world, companyId)];
  return sortToday(parts.flatMap((part) => Object.values(part).flat()));
}

/** Builds a Package row from an order, its items and what has happened to it so far. */
import type { Order, OrderItem } from '@contract/orders/order.types';
import type { DeliveryRow, Package, PackageStatus } from '@contract/packages/package.types';
import { merchantIdOf } from '../generate-companies';
import { iso } from './generation-context';
import { isCrossBorder, marketplacePackageIdFor, proformaUrlFor, providerFor, trackingFor } from './labels';

const DAY = 86_400_000;
const SELLER_CITIES: Record<string, string> = { TR: 'İstanbul', AE: 'Dubai', SA: 'Riyadh', EG: 'Cairo', CN: 'Shenzhen' };

export interface PackageEvents {
  packedAt: number;
  shippedAt?: number;
  /** Delivered, failed or cancelled. */
  endedAt?: number;
}

export interface PackageFacts {
  id: number;
  order: Pick<Order, 'id' | 'companyId' | 'salesChannel' | 'destinationCountry' | 'currency' | 'shippingAddress'>;
  items: readonly OrderItem[];
  status: PackageStatus;
  sellerCountry: string;
  hasLabel: boolean;
  smartCustomsApproval: boolean;
  events: PackageEvents;
}

const STATE: Record<PackageStatus, string> = {
  packaged: 'Label created',
  delayed: 'Waiting for pickup (late)',
  shipped: 'In transit',
  delivered: 'Delivered',
  undelivered: 'Delivery failed',
  cancelledBySeller: 'Cancelled by seller',
  cancelledByMarketplace: 'Cancelled by marketplace',
};

const row = (date: string, detail: string, location: string, status: string, message = ''): DeliveryRow => ({ date, detail, location, status, message });

/** The event dates as ISO strings, made once and shared by the package's fields and its delivery rows. */
interface EventDates {
  packed: string;
  shipped: string | null;
  ended: string | null;
}

function deliveryRows(facts: PackageFacts, dates: EventDates, from: string, to: string): DeliveryRow[] {
  const { status } = facts;
  const rows = facts.hasLabel || status !== 'packaged' ? [row(dates.packed, 'Shipping label created', from, 'created')] : [];
  if (dates.shipped !== null) rows.push(row(dates.shipped, 'Received by the carrier, in transit', from, 'inTransit'));
  if (dates.ended !== null) {
    if (status === 'delivered') rows.push(row(dates.ended, 'Delivered to the customer', to, 'delivered', 'signedByRecipient'));
    else if (status === 'undelivered') rows.push(row(dates.ended, 'Delivery attempt failed', to, 'exception', 'recipientAbsent'));
    else rows.push(row(dates.ended, 'Shipment cancelled', from, 'cancelled'));
  }
  return rows;
}

export function buildPackage(facts: PackageFacts): Package {
  const { id, order, items, status, events } = facts;
  const provider = providerFor(order.salesChannel, order.destinationCountry, facts.sellerCountry);
  const crossBorder = isCrossBorder(order.destinationCountry, facts.sellerCountry);
  const esd = events.packedAt + DAY;
  const total = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
  const from = SELLER_CITIES[facts.sellerCountry] ?? 'Seller warehouse';
  const dates: EventDates = {
    packed: iso(events.packedAt),
    shipped: events.shippedAt === undefined ? null : iso(events.shippedAt),
    ended: events.endedAt === undefined ? null : iso(events.endedAt),
  };
  return {
    id,
    orderId: order.id,
    companyId: order.companyId,
    remoteId: `R${id}`,
    marketplacePackageId: marketplacePackageIdFor(order.salesChannel, id),
    itemIds: items.map((item) => item.id),
    ead: iso(esd + (crossBorder ? 5 : 2) * DAY),
    esd: iso(esd),
    status,
    smartCustomsApproval: crossBorder && facts.smartCustomsApproval,
    hasLabel: facts.hasLabel,
    labelVersion: facts.hasLabel ? 1 : 0,
    createdAt: dates.packed,
    updatedAt: dates.ended ?? dates.shipped ?? dates.packed,
    channelName: order.salesChannel,
    destinationCountry: order.destinationCountry,
    supplierId: merchantIdOf(order.companyId),
    provider,
    proformaUrl: crossBorder ? proformaUrlFor(id) : null,
    logisticsReceivedAt: dates.shipped,
    deliveredAt: status === 'delivered' ? dates.ended : null,
    tracking: facts.hasLabel ? trackingFor(id, 1, provider) : null,
    weightGrams: items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0),
    deliveryState: STATE[status],
    deliveryRows: deliveryRows(facts, dates, from, order.shippingAddress.city),
    totalProductPrice: total,
    currency: order.currency,
  };
}

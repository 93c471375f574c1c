/** Packages (spec §3): a shipment of some of an order's items, with its label, tracking and customs papers. */
import type { MarketplaceCode } from '../downstream/marketplace';
import type { Invoice } from '../orders/order.types';

export const PACKAGE_STATUSES = ['packaged', 'cancelledBySeller', 'cancelledByMarketplace', 'delayed', 'shipped', 'delivered', 'undelivered'] as const;
export type PackageStatus = (typeof PACKAGE_STATUSES)[number];

export const PACKAGE_TABS = ['awaitingInvoice', 'packaged', 'shipped', 'delivered', 'undelivered', 'delayedPackage', 'other'] as const;
export type PackageTab = (typeof PACKAGE_TABS)[number];

/** A carrier's tracking events the portal names in each language (`status`), and the notes it knows (`message`). */
export const DELIVERY_EVENTS = ['created', 'inTransit', 'delivered', 'exception', 'cancelled'] as const;
export const DELIVERY_NOTES = ['signedByRecipient', 'recipientAbsent'] as const;

/** One tracking event as the logistics service passes it on; `detail` (and an unknown `status` or note) is the carrier's own text. */
export interface DeliveryRow {
  date: string;
  detail: string;
  location: string;
  status: string;
  message: string;
}

export interface Tracking {
  barcode: string;
  link: string;
  pdfUrl: string;
}

export interface Package {
  id: number;
  orderId: number;
  companyId: number;
  remoteId: string;
  marketplacePackageId: string;
  itemIds: number[];
  /** Estimated arrival date. */
  ead: string | null;
  /** Estimated shipping date. */
  esd: string | null;
  status: PackageStatus;
  smartCustomsApproval: boolean;
  hasLabel: boolean;
  /** Bumped each time the label is re-created. */
  labelVersion: number;
  createdAt: string;
  updatedAt: string;
  channelName: MarketplaceCode;
  destinationCountry: string;
  supplierId: string;
  provider: string;
  proformaUrl: string | null;
  logisticsReceivedAt: string | null;
  deliveredAt: string | null;
  tracking: Tracking | null;
  weightGrams: number;
  deliveryState: string;
  deliveryRows: DeliveryRow[];
  /** Sum of the items' prices, in the order's currency. */
  totalProductPrice: number;
  currency: string;
}

export interface PackageItem {
  id: number;
  sku: string;
  name: string;
  quantity: number;
  price: number;
  image: string | null;
}

export interface PackageRow {
  id: number;
  orderId: number;
  marketplacePackageId: string;
  channelName: MarketplaceCode;
  destinationCountry: string;
  status: PackageStatus;
  hasLabel: boolean;
  hasInvoice: boolean;
  createdAt: string;
  trackingBarcode: string | null;
  totalProductPrice: number;
  currency: string;
  itemCount: number;
}

export interface PackageDetail {
  package: Package;
  items: PackageItem[];
  marketplaceOrderId: string;
  /** The order's invoice (an order has one invoice for all its packages). */
  invoice: Invoice | null;
}

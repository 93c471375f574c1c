/** Orders, their items and addresses (spec §3), as the marketplace service answers them and the BFF passes on. */
import type { MarketplaceCode } from '../downstream/marketplace';

export const CANCEL_REASONS = ['outOfStock', 'incorrectPricing', 'sourcingDelay', 'missingCustomerInfo', 'customerDemand'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

export const CANCEL_USER_TYPES = ['seller', 'system', 'api', 'admin', 'customer'] as const;
export type CancelUserType = (typeof CANCEL_USER_TYPES)[number];

export const ORDER_ITEM_STATUSES = ['open', 'packaged', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderItemStatus = (typeof ORDER_ITEM_STATUSES)[number];

/** Spec §4 order filter statuses. `delayedOrder` and `delayedPackage` are views over open/preparing orders. */
export const ORDER_STATUSES = ['open', 'preparing', 'shipped', 'completed', 'refund', 'cancel'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_FILTER_STATUSES = [...ORDER_STATUSES, 'delayedOrder', 'delayedPackage'] as const;
export type OrderFilterStatus = (typeof ORDER_FILTER_STATUSES)[number];

export interface Address {
  name: string;
  idNumber: string | null;
  customerTaxId: string | null;
  address: string;
  district: string;
  city: string;
  town: string;
  phone: string;
  zipCode: string;
  email: string;
  country: string;
}

export interface Cancellation {
  canceledBy: string;
  date: string;
  reason: CancelReason;
  userType: CancelUserType;
}

export interface OrderItem {
  id: number;
  sku: string;
  name: string;
  image: string | null;
  quantity: number;
  deci: number;
  weightGrams: number;
  /** The latest shipping date. */
  dueDate: string;
  price: number;
  status: OrderItemStatus;
  cancelledQuantity: number;
  refundedQuantity: number;
  subjectToPenalty: boolean;
  /** The active package the item is in, if any. */
  packageId: number | null;
  cancellation: Cancellation | null;
}

export interface Invoice {
  number: string;
  date: string;
  fileName: string;
  uploadedAt: string;
}

export interface Order {
  id: number;
  companyId: number;
  salesChannel: MarketplaceCode;
  marketplaceOrderId: string;
  /** Hepsiburada's own order id (with its leading zero); null on other channels. */
  hbOrderId: string | null;
  customerName: string;
  orderDate: string;
  grandTotal: number;
  currency: string;
  destinationCountry: string;
  owner: string;
  billingCountry: string;
  shippingCountry: string;
  refundReason: string | null;
  refundExplanation: string | null;
  /** The invoiced amount. */
  productPrice: number;
  customFee: number;
  dueDate: string;
  /** Set when the whole order is cancelled. */
  cancellation: Cancellation | null;
  billingAddress: Address;
  shippingAddress: Address;
  items: OrderItem[];
  invoice: Invoice | null;
}

/** One row of the orders list. */
export interface OrderRow {
  id: number;
  salesChannel: MarketplaceCode;
  marketplaceOrderId: string;
  customerName: string;
  orderDate: string;
  dueDate: string;
  grandTotal: number;
  currency: string;
  destinationCountry: string;
  status: OrderStatus;
  itemCount: number;
  skus: string[];
  delayed: boolean;
}

/** A product locked on one marketplace (spec §4: Incorrect Pricing locks it for 7 days). */
export interface MarketplaceLock {
  sku: string;
  marketplace: MarketplaceCode;
  lockedAt: string;
  reason: 'incorrectPricing';
  /** When the lock lifts by itself; the product then stays inactive. */
  until: string;
  state: 'locked' | 'unLocked';
  productStatus: 'inactive';
}

/** Marketplace service: marketplaces, catalogue, orders and packages. Base path /v1, JSON, JWT bearer scoped to a company. */
import type { Counts } from '../api/session';
import type { OrderDetailAnswer, OrderListAnswer, OrderLogsAnswer } from '../orders/order.api';
import type { CancelReason, CancelUserType } from '../orders/order.types';
import type { PackageDetailAnswer, PackageListAnswer } from '../packages/package.api';

export type MarketplaceCode = 'hepsiburada' | 'noon-ae' | 'noon-sa' | 'noon-eg' | 'trendyol';

export interface Marketplace {
  code: MarketplaceCode;
  name: string;
  /** Channels of one group share settings (spec §5: a change on one Noon channel affects all Noon channels). */
  channelGroup: string;
  country: string;
  currency: string;
}

/**
 * Paths under /v1/companies/:companyId. A token for another company gets 403; a row of another company is a 404.
 * List queries take the same keys as the BFF (contract/orders/order.query.ts, contract/packages/package.query.ts);
 * service calls may ask for pages of up to SERVICE_PAGE_SIZE_MAX rows. Refusals answer 409 `{ error: <ErrorCode> }`.
 */
export interface MarketplaceApi {
  /** GET /v1/marketplaces */
  listMarketplaces: { answer: { items: Marketplace[] } };
  /** GET /v1/companies/:companyId/counts — the sidebar badges. */
  getCounts: { answer: Counts };
  /** GET /orders */
  listOrders: { answer: OrderListAnswer };
  /** GET /orders/:orderId */
  getOrder: { answer: OrderDetailAnswer };
  /** GET /orders/:orderId/logs */
  orderLogs: { answer: OrderLogsAnswer };
  /** POST /orders/:orderId/cancel — `canceledBy` is the user's display name; userType Seller, or Admin when acting. */
  cancelOrder: { body: { itemIds: number[]; reason: CancelReason; userType: CancelUserType; canceledBy: string }; answer: OrderDetailAnswer };
  /** POST /orders/:orderId/packages */
  createPackage: { body: { itemIds: number[] }; answer: OrderDetailAnswer & { packageId: number } };
  /** POST /orders/:orderId/invoice — the PDF travels base64-encoded. */
  uploadInvoice: { body: { number: string; date: string; fileName: string; contentBase64: string }; answer: OrderDetailAnswer };
  /** GET /orders/:orderId/invoice/file — `{ fileName, contentBase64 }`. */
  invoiceFile: { answer: { fileName: string; contentBase64: string } };
  /** DELETE /orders/:orderId — 204. */
  deleteOrder: { answer: null };
  /** GET /packages */
  listPackages: { answer: PackageListAnswer };
  /** GET /packages/:packageId */
  getPackage: { answer: PackageDetailAnswer };
  /** POST /packages/:packageId/label/refresh and /label/recreate */
  packageLabel: { answer: PackageDetailAnswer };
  /** DELETE /packages/:packageId — 204; its items go back to open. */
  deletePackage: { answer: null };
}

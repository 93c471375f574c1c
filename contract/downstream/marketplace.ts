/** Marketplace service: marketplaces, catalogue, orders and packages. Base path /v1, JSON, JWT bearer scoped to a company. */
import type { CancelReason, CancelUserType } from '../orders/order.types';

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
 * Routes under /v1/companies/:companyId (marketplace.routes.ts and the catalog-*, dashboard and marketplace-logs
 * tables). A token for another company gets 403; a row of another company is a 404. List queries take the same keys as
 * the BFF; service calls may ask for pages of up to SERVICE_PAGE_SIZE_MAX rows. Refusals answer 409 `{ error: <ErrorCode> }`.
 */

/** An order cancel as the service takes it: `canceledBy` is the user's display name; userType seller, or admin when acting. */
export interface OrderCancelBody {
  itemIds: number[];
  reason: CancelReason;
  userType: CancelUserType;
  canceledBy: string;
}

/** An invoice as it travels to the service: the PDF base64-encoded. */
export interface InvoiceUploadBody {
  number: string;
  date: string;
  fileName: string;
  contentBase64: string;
}

export interface InvoiceFileAnswer {
  fileName: string;
  contentBase64: string;
}

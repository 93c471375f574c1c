/** Marketplace service: marketplaces, catalogue, orders and packages. Base path /v1, JSON, JWT bearer scoped to a company. */
import * as yup from 'yup';
import { cancelOrderSchema, invoiceFieldsSchema } from '../orders/order.api';
import { CANCEL_USER_TYPES, type CancelUserType } from '../orders/order.types';

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
export const orderCancelSchema = cancelOrderSchema.shape({
  userType: yup.mixed<CancelUserType>().oneOf(CANCEL_USER_TYPES, 'validation.required').required('validation.required'),
  canceledBy: yup.string().trim().required('validation.required'),
});
export type OrderCancelBody = yup.InferType<typeof orderCancelSchema>;

/** An invoice as it travels to the service: the form's number and date, the PDF base64-encoded (its kind and size the service checks). */
export const invoiceUploadSchema = invoiceFieldsSchema.shape({
  fileName: yup.string().required('validation.pdfRequired'),
  contentBase64: yup.string().required('validation.pdfRequired'),
});
export type InvoiceUploadBody = yup.InferType<typeof invoiceUploadSchema>;

export interface InvoiceFileAnswer {
  fileName: string;
  contentBase64: string;
}

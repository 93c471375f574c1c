/** The BFF's orders API (browser side): answers and request bodies. Messages are i18n keys. */
import * as yup from 'yup';
import { isIsoDate } from '../lists/date-range';
import type { ListPage } from '../lists/list-query';
import type { MarketplaceLog } from '../logs/log.types';
import type { Package } from '../packages/package.types';
import type { TurkeyCapInfo } from '../packages/turkey-cap';
import { INVOICE_MAX_BYTES } from '../constants';
import type { OrderTab } from './order.tabs';
import { CANCEL_REASONS, type MarketplaceLock, type Order, type OrderRow } from './order.types';

export type OrderListAnswer = ListPage<OrderRow, OrderTab>;

export interface OrderDetailAnswer {
  order: Order;
  packages: Package[];
  /** Marketplace locks on this order's products, as they stand now. */
  locks: MarketplaceLock[];
  /** Set when the order is Turkey-bound from a seller outside Turkey. */
  turkeyCap: TurkeyCapInfo | null;
}

export interface OrderLogsAnswer {
  items: MarketplaceLog[];
}

export interface CreatedPackageAnswer extends OrderDetailAnswer {
  packageId: number;
}

export const cancelOrderSchema = yup.object({
  itemIds: yup.array(yup.number().integer().positive().required()).min(1, 'validation.selectItems').required('validation.selectItems'),
  reason: yup.string().oneOf(CANCEL_REASONS, 'validation.cancelReasonRequired').required('validation.cancelReasonRequired'),
});
export type CancelOrderBody = yup.InferType<typeof cancelOrderSchema>;

export const createPackageSchema = yup.object({
  itemIds: yup.array(yup.number().integer().positive().required()).min(1, 'validation.selectItems').required('validation.selectItems'),
});

export const invoiceFieldsSchema = yup.object({
  number: yup.string().trim().max(40, 'validation.invoiceNumberRequired').required('validation.invoiceNumberRequired'),
  date: yup
    .string()
    .required('validation.invoiceDateRequired')
    .test('iso', 'validation.invoiceDateRequired', (value) => isIsoDate(value)),
});

export interface InvoiceFileFacts {
  name: string;
  size: number;
  /** The first bytes of the file, when known (the BFF checks the PDF signature). */
  head?: Uint8Array;
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

export function invoiceFileProblem(file: InvoiceFileFacts | null | undefined): 'validation.pdfRequired' | 'validation.invoiceFileTooLarge' | null {
  if (!file || file.size === 0 || !/\.pdf$/i.test(file.name)) return 'validation.pdfRequired';
  if (file.head && !PDF_SIGNATURE.every((byte, index) => file.head![index] === byte)) return 'validation.pdfRequired';
  return file.size > INVOICE_MAX_BYTES ? 'validation.invoiceFileTooLarge' : null;
}

/** POST body of an export: the list's filters (no page). */
export interface ExportAnswer {
  transactionId: string;
  rows: number;
}

/** The order's invoice: one per order, its PDF kept base64 in the world. Seeded invoices get a small generated PDF. */
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import { invoiceRefusal } from '@contract/orders/order.rules';
import type { Refusal } from '../refusal';
import type { World } from '../world';
import { putOrder } from './book-index';
import { appendLog } from './order-logs';
import { orderRefusal } from './order-refusal';
import { detailOf, orderInBook } from './order-detail';
import type { InvoiceFile } from './order-book';

export interface InvoiceUpload {
  number: string;
  /** YYYY-MM-DD */
  date: string;
  fileName: string;
  contentBase64: string;
}

export function uploadInvoice(world: World, companyId: number, orderId: number, upload: InvoiceUpload, now: number): OrderDetailAnswer | Refusal | undefined {
  const found = orderInBook(world, companyId, orderId);
  if (!found) return undefined;
  const { book, order } = found;
  const refusal = invoiceRefusal(order);
  if (refusal) return orderRefusal(refusal);
  const next = { ...order, invoice: { number: upload.number, date: upload.date, fileName: upload.fileName, uploadedAt: new Date(now).toISOString() } };
  putOrder(book, next);
  book.invoiceFiles[orderId] = { fileName: upload.fileName, contentBase64: upload.contentBase64 };
  appendLog(world.seed, book, next, `Invoice ${upload.number} (${upload.date}) uploaded and sent to the marketplace.`, now);
  return detailOf(world, book, next, now);
}

/** A one-page PDF naming the invoice (ASCII only, so btoa works in the browser and in Node). */
export function placeholderInvoicePdf(number: string, orderId: number): string {
  const text = `Invoice ${number} for order ${orderId}`.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const body = [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources <</Font <</F1 5 0 R>>>>>> endobj',
    `4 0 obj <</Length ${stream.length}>> stream\n${stream}\nendstream endobj`,
    '5 0 obj <</Type /Font /Subtype /Type1 /BaseFont /Helvetica>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
  return btoa(body);
}

export function invoiceFile(world: World, companyId: number, orderId: number): InvoiceFile | undefined {
  const found = orderInBook(world, companyId, orderId);
  const invoice = found?.order.invoice;
  if (!found || !invoice) return undefined;
  return found.book.invoiceFiles[orderId] ?? { fileName: invoice.fileName, contentBase64: placeholderInvoicePdf(invoice.number, orderId) };
}

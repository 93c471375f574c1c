/** The invoice form (number, date, PDF) as multipart; checked here before anything travels downstream. */
import type { Context } from 'hono';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { invoiceFieldsSchema, invoiceFileProblem } from '@contract/orders/order.api';
import { bytesToBase64 } from '@contract/encoding/base64';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';

export interface InvoiceUpload {
  number: string;
  date: string;
  fileName: string;
  contentBase64: string;
}

export async function readInvoiceUpload(c: Context<AppEnv>): Promise<InvoiceUpload> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiFailure('invoiceInvalid');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const fields = { number: text(form.number), date: text(form.date) };
  const problems = fieldErrors(invoiceFieldsSchema, fields);
  if (problems) throw new ApiFailure('invoiceInvalid', { fields: problems });
  const file = form.file instanceof File ? form.file : null;
  const bytes = file ? new Uint8Array(await file.arrayBuffer()) : null;
  const problem = invoiceFileProblem(file && bytes ? { name: file.name, size: bytes.byteLength, head: bytes.subarray(0, 8) } : null);
  if (problem === 'validation.invoiceFileTooLarge') throw new ApiFailure('fileTooLarge', { fields: { file: problem } });
  if (problem || !file || !bytes) throw new ApiFailure('pdfRequired', { fields: { file: problem ?? 'validation.pdfRequired' } });
  return { ...fields, fileName: file.name, contentBase64: bytesToBase64(bytes) };
}

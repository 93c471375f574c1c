/** POST `${API.orders}/:id/invoice`: multipart number, date and a PDF file, as the BFF checks and forwards it. */
import type { Request, Response } from 'miragejs';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { invoiceFieldsSchema, invoiceFileProblem } from '@contract/orders/order.api';
import { uploadInvoice } from '@mocks/world/orders/order-invoice';
import type { MockContext } from './mock-context';
import { failure } from './respond';
import { bytesOf, toBase64 } from './upload-bytes';
import { isResponse, pathId, sellerScope, worldAnswer } from './seller-scope';

const HEAD_BYTES = 8;

export async function uploadInvoiceRoute(request: Request, context: MockContext): Promise<Response> {
  const scope = sellerScope(context, 'orders.view');
  if (isResponse(scope)) return scope;
  const id = pathId(request);
  if (id === null || context.scenario === 'empty') return failure('notFound');
  const form: unknown = request.requestBody;
  const fields = form instanceof FormData ? { number: form.get('number') ?? undefined, date: form.get('date') ?? undefined } : {};
  const problems = fieldErrors(invoiceFieldsSchema, fields);
  if (problems) return failure('validation', problems);
  const file = form instanceof FormData ? form.get('file') : null;
  if (!(file instanceof Blob)) return failure('pdfRequired');
  const name = file instanceof File ? file.name : '';
  const bytes = await bytesOf(file);
  const problem = invoiceFileProblem({ name, size: bytes.length, head: bytes.subarray(0, HEAD_BYTES) });
  if (problem === 'validation.invoiceFileTooLarge') return failure('fileTooLarge');
  if (problem) return failure('pdfRequired');
  const { number, date } = invoiceFieldsSchema.cast(fields);
  return worldAnswer(uploadInvoice(context.world, scope.companyId, id, { number, date, fileName: name, contentBase64: toBase64(bytes) }, context.now()));
}

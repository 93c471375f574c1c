/** POST `${API.productEdit}/:id/variants/:variantId/images`: multipart `slot` and `file`, checked like the BFF checks it. */
import type { Request, Response } from 'miragejs';
import { imageFileProblem } from '@contract/catalog/catalog.rules';
import { IMAGE_HEAD_BYTES, IMAGE_SLOTS, type ImageSlot } from '@contract/catalog/product.api';
import { uploadVariantImage } from '@mocks/world/catalog/product-images';
import { onProduct, productAnswer } from './product-scope';
import type { MockContext } from './mock-context';
import { failure } from './respond';
import { bytesOf, toBase64 } from './upload-bytes';

export function uploadImageRoute(request: Request, context: MockContext): Response | Promise<Response> {
  return onProduct(request, context, async ({ companyId, productId, variantId }) => {
    const form: unknown = request.requestBody;
    const slot = form instanceof FormData ? form.get('slot') : null;
    if (typeof slot !== 'string' || !IMAGE_SLOTS.includes(slot as ImageSlot)) return failure('validation', { slot: 'validation.required' });
    const file = form instanceof FormData ? form.get('file') : null;
    if (!(file instanceof Blob)) return failure('validation', { file: 'validation.required' });
    const name = file instanceof File ? file.name : '';
    const bytes = await bytesOf(file);
    const problem = imageFileProblem({ name, size: bytes.length, head: bytes.subarray(0, IMAGE_HEAD_BYTES) });
    if (problem === 'validation.imageTooLarge') return failure('fileTooLarge', { file: problem });
    if (problem) return failure('unsupportedFile', { file: problem });
    const body = { slot, fileName: name, contentBase64: toBase64(bytes) };
    return productAnswer(uploadVariantImage(context.world, companyId, productId, variantId, body, context.now()));
  });
}

/**
 * A variant image as multipart (`file`, `slot`), checked here before anything travels downstream: the route's body
 * limit (its description's `multipart`) answers 413 before a too-large body is read; then extension, size and the file's first bytes (spec §5).
 */
import type { Context } from 'hono';
import { imageFileProblem } from '@contract/catalog/catalog.rules';
import { IMAGE_HEAD_BYTES, IMAGE_SLOTS, type ImageSlot } from '@contract/catalog/product.api';
import { PRODUCT_ROUTES } from '@contract/catalog/product.routes';
import type { ImageUploadBody } from '@contract/downstream/catalog-products';
import { bytesToBase64 } from '@contract/encoding/base64';
import { ApiFailure } from '../../lib/api-failure';
import { uploadTooLarge } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';

const imageTooLarge = () => uploadTooLarge(PRODUCT_ROUTES.uploadImage);

export async function readImageUpload(c: Context<AppEnv>): Promise<ImageUploadBody> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiFailure('validation', { fields: { file: 'validation.imageExtension' } });
  }
  const slot = typeof form.slot === 'string' ? form.slot.trim() : '';
  if (!IMAGE_SLOTS.includes(slot as ImageSlot)) throw new ApiFailure('validation', { fields: { slot: 'validation.required' } });
  const file = form.file instanceof File ? form.file : null;
  if (!file) throw new ApiFailure('validation', { fields: { file: 'validation.required' } });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = imageFileProblem({ name: file.name, size: bytes.byteLength, head: bytes.subarray(0, IMAGE_HEAD_BYTES) });
  if (problem === 'validation.imageTooLarge') throw imageTooLarge();
  if (problem) throw new ApiFailure('unsupportedFile', { fields: { file: problem } });
  return { slot: slot as ImageSlot, fileName: file.name, contentBase64: bytesToBase64(bytes) };
}

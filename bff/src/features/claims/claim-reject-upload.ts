/**
 * A claim rejection as multipart (`reason`, `note`, up to CLAIM_PHOTOS_MAX `photos`), checked here before anything
 * travels downstream: the route's body limit (its description's `multipart`) answers 413 before a larger body is read; then the fields with the
 * contract's schema and every photo with the product image rules (extension, size, first bytes).
 */
import { bytesToBase64 } from '@contract/encoding/base64';
import type { Context } from 'hono';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { IMAGE_HEAD_BYTES } from '@contract/catalog/product.api';
import { claimPhotosProblem, rejectClaimSchema, type RejectClaimServiceBody } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { ApiFailure } from '../../lib/api-failure';
import { uploadTooLarge } from '../../lib/api-route';
import type { AppEnv } from '../../lib/app-env';

const claimPhotosTooLarge = () => uploadTooLarge(CLAIM_ROUTES.reject);

export async function readClaimReject(c: Context<AppEnv>): Promise<RejectClaimServiceBody> {
  let form: Record<string, string | File | (string | File)[]>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new ApiFailure('validation', { fields: { photos: 'validation.imageExtension' } });
  }
  const text = (name: string) => (typeof form[name] === 'string' ? form[name] : '');
  const fields = { reason: text('reason'), note: text('note') };
  const problems = fieldErrors(rejectClaimSchema, fields);
  if (problems) throw new ApiFailure('validation', { fields: problems });
  const sent = form.photos === undefined ? [] : [form.photos].flat();
  if (sent.some((photo) => !(photo instanceof File))) throw new ApiFailure('validation', { fields: { photos: 'validation.imageExtension' } });
  const files = sent as File[];
  const photos = await Promise.all(files.map(async (file) => ({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })));
  const problem = claimPhotosProblem(photos.map(({ name, bytes }) => ({ name, size: bytes.byteLength, head: bytes.subarray(0, IMAGE_HEAD_BYTES) })));
  if (problem === 'validation.imageTooLarge') throw claimPhotosTooLarge();
  if (problem === 'validation.claimPhotosTooMany') throw new ApiFailure('validation', { fields: { photos: problem } });
  if (problem) throw new ApiFailure('unsupportedFile', { fields: { photos: problem } });
  return {
    ...rejectClaimSchema.cast(fields, { stripUnknown: true }),
    photos: photos.map(({ name, bytes }) => ({ fileName: name, contentBase64: bytesToBase64(bytes) })),
  };
}

/** The browser's claims API: answers and the reject body (spec §4/§5). Messages are i18n keys. */
import * as yup from 'yup';
import { IMAGE_MAX_BYTES, imageFileProblem } from '../catalog/catalog.rules';
import { uploadedFileSchema } from '../downstream/uploaded-file';
import type { ListPage } from '../lists/list-query';
import type { ClaimTab } from './claim.query';
import { CLAIM_REJECT_REASONS, type Claim } from './claim.types';

export type ClaimListAnswer = ListPage<Claim, ClaimTab>;

export interface ClaimDetailAnswer {
  claim: Claim;
}

export const CLAIM_REJECT_NOTE_MAX = 1000;
/** Spec §4 "optional photos": at most this many, each a product image (jpg, jpeg, webp, png up to IMAGE_MAX_BYTES). */
export const CLAIM_PHOTOS_MAX = 3;
/** The largest reject body: every photo at its limit, plus the reason, the note and the multipart framing. */
export const CLAIM_REJECT_MAX_BYTES = CLAIM_PHOTOS_MAX * IMAGE_MAX_BYTES + 64 * 1024;

/** Spec §4/§5: a reason is required, and a note (the seller's explanation to the customer and the marketplace). */
export const rejectClaimSchema = yup.object({
  reason: yup.string().oneOf(CLAIM_REJECT_REASONS, 'validation.claimRejectReasonRequired').required('validation.claimRejectReasonRequired'),
  note: yup.string().trim().required('validation.claimRejectNoteRequired').max(CLAIM_REJECT_NOTE_MAX, 'validation.textTooLong'),
});
export type RejectClaimFields = yup.InferType<typeof rejectClaimSchema>;

export interface ClaimPhotoFacts {
  name: string;
  size: number;
  /** The first bytes, when known: the content must match the extension (the product image check). */
  head?: Uint8Array;
}

/** The photos' problem as an i18n key (too many, or the first photo the image rules refuse), or null. */
export function claimPhotosProblem(photos: readonly ClaimPhotoFacts[]): string | null {
  if (photos.length > CLAIM_PHOTOS_MAX) return 'validation.claimPhotosTooMany';
  for (const photo of photos) {
    const problem = imageFileProblem(photo);
    if (problem) return problem;
  }
  return null;
}

/** The reject call's body downstream: the checked fields and the photos' bytes (base64, like product images and invoices). */
export const rejectClaimServiceSchema = rejectClaimSchema.shape({
  photos: yup.array(uploadedFileSchema).max(CLAIM_PHOTOS_MAX, 'validation.claimPhotosTooMany').defined('validation.required'),
});
export type RejectClaimServiceBody = yup.InferType<typeof rejectClaimServiceSchema>;

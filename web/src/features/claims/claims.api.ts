/** The claims API of the BFF (contract/claims/claim.routes.ts). */
import type { RejectClaimFields } from '@contract/claims/claim.api';
import type { ClaimListQuery } from '@contract/claims/claim.query';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { apiCall } from '@web/lib/api-call';

/** The reject dialog's values: the fields, and the photos chosen (none is fine). */
export interface ClaimRejectForm extends RejectClaimFields {
  photos: File[];
}

export const fetchClaims = (query: ClaimListQuery) => apiCall(CLAIM_ROUTES.list, { query });
export const fetchClaim = (id: number) => apiCall(CLAIM_ROUTES.detail, { params: { id } });
export const approveClaim = (id: number) => apiCall(CLAIM_ROUTES.approve, { params: { id } });

export function rejectClaim(id: number, { reason, note, photos }: ClaimRejectForm) {
  const body = new FormData();
  body.set('reason', reason);
  body.set('note', note);
  for (const photo of photos) body.append('photos', photo, photo.name);
  return apiCall(CLAIM_ROUTES.reject, { params: { id }, body });
}

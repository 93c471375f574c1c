/** The browser API of claims (spec §2 Claims, Claim Detail): one description per endpoint (contract/api/route-def.ts). */
import { answer, fileAnswer, filtersBody, multipart, param, policy, route, type QueryCodec } from '../api/route-def';
import { exportRequestQuery } from '../exports/export.request';
import { BROWSER_PAGE_SIZE_MAX } from '../lists/list-query';
import type { ExportAnswer } from '../orders/order.api';
import { CLAIM_REJECT_MAX_BYTES, type ClaimDetailAnswer, type ClaimListAnswer } from './claim.api';
import { claimFilterProblems, claimQueryToRaw, parseClaimQuery, type ClaimListQuery } from './claim.query';

export const claimListQuery: QueryCodec<ClaimListQuery> = {
  parse: (raw) => parseClaimQuery(raw, BROWSER_PAGE_SIZE_MAX),
  problems: claimFilterProblems,
  toRaw: claimQueryToRaw,
};

const view = policy.can('claims.view');
/** An uploaded photo's key: `<claimId>-<n>.<extension>`. */
export const CLAIM_PHOTO_KEY = /^\d{1,20}-\d{1,6}\.(jpg|jpeg|png|webp)$/;

export const CLAIM_ROUTES = {
  list: route.get('/api/claims', { query: claimListQuery, answer: answer<ClaimListAnswer>(), policy: view }),
  /** The tab and filters on screen as an Excel export (a transaction; refused past the 100,000-row cap). */
  export: route.post('/api/claims/export', {
    query: exportRequestQuery,
    body: filtersBody(claimListQuery),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: view,
  }),
  detail: route.get('/api/claims/:id', { answer: answer<ClaimDetailAnswer>(), policy: view }),
  approve: route.post('/api/claims/:id/approve', { answer: answer<ClaimDetailAnswer>(), policy: view }),
  /** Multipart: `reason`, `note` and up to CLAIM_PHOTOS_MAX `photos` (checked by the BFF before anything travels). */
  reject: route.post('/api/claims/:id/reject', {
    body: multipart({ maxBytes: CLAIM_REJECT_MAX_BYTES, tooLarge: { photos: 'validation.imageTooLarge' } }),
    answer: answer<ClaimDetailAnswer>(),
    policy: view,
  }),
  /** A photo sent with a rejection, served inline. */
  photo: route.get('/api/claims/:id/photos/:photoKey', { params: { photoKey: param.matching(CLAIM_PHOTO_KEY) }, answer: fileAnswer(), policy: view }),
};

/**
 * The marketplace service's claims, under /v1/companies/:companyId (the BFF calls them, the sandbox serves them). A
 * claim of another company is a 404; a decision on a claim no longer waiting is 409 `claimNotWaiting`; a bad reject
 * body 400 `validation` with its fields, a photo over the limit 413 `fileTooLarge`, of the wrong kind 400 `unsupportedFile`.
 */
import { answer, param, policy, route } from '../api/route-def';
import { rejectClaimServiceSchema, type ClaimDetailAnswer, type ClaimListAnswer } from '../claims/claim.api';
import { claimFilterProblems, claimQueryToRaw, parseClaimQuery } from '../claims/claim.query';
import type { ImageFileAnswer } from './catalog-products';
import { serviceListQuery, serviceRoutes } from './service-route';

const token = policy.token();
const BASE = '/v1/companies/:companyId/claims';

export const CLAIM_SERVICE_ROUTES = serviceRoutes('marketplace', {
  list: route.get(BASE, { query: serviceListQuery(parseClaimQuery, claimQueryToRaw, claimFilterProblems), answer: answer<ClaimListAnswer>(), policy: token }),
  detail: route.get(`${BASE}/:claimId`, { answer: answer<ClaimDetailAnswer>(), policy: token }),
  approve: route.post(`${BASE}/:claimId/approve`, { answer: answer<ClaimDetailAnswer>(), policy: token }),
  reject: route.post(`${BASE}/:claimId/reject`, { body: rejectClaimServiceSchema, answer: answer<ClaimDetailAnswer>(), policy: token }),
  photo: route.get(`${BASE}/:claimId/photos/:photoKey`, { params: { photoKey: param.text }, answer: answer<ImageFileAnswer>(), policy: token }),
});

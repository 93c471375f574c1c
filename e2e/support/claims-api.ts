/** Claims as the BFF answers them now, for the claims tests to pick the ones they act on. */
import { expect, type APIRequestContext } from '@playwright/test';
import type { ClaimListAnswer } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { Claim } from '@contract/claims/claim.types';

/** The session's company's claims still waiting for the seller, newest first. */
export async function waitingClaims(request: APIRequestContext): Promise<Claim[]> {
  const response = await request.get(CLAIM_ROUTES.list.path, { params: { tab: 'waiting', pageSize: '100' } });
  expect(response.status(), 'GET waiting claims').toBe(200);
  return ((await response.json()) as ClaimListAnswer).items;
}

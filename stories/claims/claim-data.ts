/**
 * Claims for the page stories, from the seeded world the sandbox serves, read with the same operations the
 * sandbox's routes call (listClaims, getClaim); samples are found by what they must show, never written by hand.
 */
import type { RawQuery } from '@contract/lists/list-query';
import { zeroCounts } from '@contract/lists/list-query';
import type { ClaimDetailAnswer, ClaimListAnswer } from '@contract/claims/claim.api';
import { CLAIM_TABS, parseClaimQuery, type ClaimListQuery } from '@contract/claims/claim.query';
import type { Claim } from '@contract/claims/claim.types';
import { claimsOf } from '@mocks/world/claims/claim-book';
import { listClaims } from '@mocks/world/claims/claim-operations';
import { createWorld } from '@mocks/world/world';
import { SELLER_COMPANY_ID, STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

export const claimQuery = (raw: RawQuery = {}): ClaimListQuery => parseClaimQuery(raw);
export const claimsPage = (query: ClaimListQuery): ClaimListAnswer => listClaims(world, SELLER_COMPANY_ID, query);
export const noClaims = (query: ClaimListQuery): ClaimListAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: zeroCounts(CLAIM_TABS),
});

function sample(what: string, test: (claim: Claim) => boolean): ClaimDetailAnswer {
  const claim = claimsOf(world, SELLER_COMPANY_ID).find(test);
  if (!claim) throw new Error(`The seeded world has no claim that ${what}`);
  return { claim };
}

export const CLAIMS = {
  /** Waiting for the seller, with the customer's images: both decisions open. */
  waiting: sample('waits with a customer image', (claim) => claim.status === 'waiting' && claim.userReportedImages.length > 0),
  /** On its way back: delivery code, direction, cargo company and tracking number. */
  returning: sample('is a return on its way back', (claim) => claim.returnInfo !== null && claim.adminNote === null),
  /** Rejected with a reason, a note and photos. */
  rejected: sample('was rejected with photos', (claim) => claim.rejectReason !== null && claim.photos.length > 0),
  /** With staff: an admin note. */
  withAdmin: sample('waits for an admin', (claim) => claim.status === 'waitingAdmin'),
};
export type ClaimSample = keyof typeof CLAIMS;

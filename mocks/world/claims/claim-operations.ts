/**
 * Claims in the seeded world (spec §2–§5): what the sandbox's marketplace service answers. A decision changes the claim
 * in the company's claim book, so the list, the detail, the dashboard and the badge (countsOf) read the same claims.
 */
import { fillPath } from '@contract/api/route-def';
import { imageExtensionOf } from '@contract/catalog/catalog.rules';
import { imageContentType } from '@contract/catalog/product.api';
import { CLAIM_PHOTOS_MAX, type ClaimDetailAnswer, type ClaimListAnswer, type RejectClaimServiceBody } from '@contract/claims/claim.api';
import { CLAIM_TABS, claimMatches, type ClaimListQuery } from '@contract/claims/claim.query';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { claimDecisionRefusal, statusAfter } from '@contract/claims/claim.rules';
import type { Claim } from '@contract/claims/claim.types';
import type { ImageFileAnswer } from '@contract/downstream/catalog-products';
import { compareBy, paginate, zeroCounts } from '@contract/lists/list-query';
import { refusal, type Refusal } from '../refusal';
import { checkedImages } from '../uploaded-images';
import type { World } from '../world';
import { claimsOf } from './claim-book';

export function listClaims(world: World, companyId: number, query: ClaimListQuery): ClaimListAnswer {
  const matching = claimsOf(world, companyId).filter((claim) => claimMatches(claim, query));
  const tabCounts = { ...zeroCounts(CLAIM_TABS), all: matching.length };
  for (const claim of matching) tabCounts[claim.status] += 1;
  const rows = query.tab === 'all' ? [...matching] : matching.filter((claim) => claim.status === query.tab);
  rows.sort(compareBy((claim) => `${claim.date}|${String(claim.id).padStart(16, '0')}`, query.sort.direction));
  return { items: paginate(rows, query.page, query.pageSize), total: rows.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

function claimIn(world: World, companyId: number, id: number): Claim | undefined {
  return claimsOf(world, companyId).find((claim) => claim.id === id);
}

export function getClaim(world: World, companyId: number, id: number): ClaimDetailAnswer | undefined {
  const claim = claimIn(world, companyId, id);
  return claim ? { claim } : undefined;
}

/** The claim as it stands after the decision, a refusal (not waiting for the seller, a bad body), or undefined (no such claim). */
export type ClaimResult = ClaimDetailAnswer | Refusal | undefined;

export function approveClaim(world: World, companyId: number, id: number): ClaimResult {
  const claim = claimIn(world, companyId, id);
  if (!claim) return undefined;
  const refused = claimDecisionRefusal(claim);
  if (refused) return refusal(refused);
  claim.status = statusAfter('approve');
  return { claim };
}

export function rejectClaim(world: World, companyId: number, id: number, { reason, note, photos: sent }: RejectClaimServiceBody): ClaimResult {
  const claim = claimIn(world, companyId, id);
  if (!claim) return undefined;
  const refused = claimDecisionRefusal(claim);
  if (refused) return refusal(refused);
  const photos = checkedImages(sent, 'photos', CLAIM_PHOTOS_MAX, 'validation.claimPhotosTooMany');
  if ('code' in photos) return photos;
  claim.status = statusAfter('reject');
  claim.rejectReason = reason;
  claim.rejectNote = note;
  claim.photos = photos.map(({ fileName, contentBase64 }) => {
    const key = `${id}-${Object.keys(world.claimPhotos).length + 1}.${imageExtensionOf(fileName)}`;
    world.claimPhotos[`${companyId}/${key}`] = { claimId: id, fileName, contentBase64 };
    return fillPath(CLAIM_ROUTES.photo.path, { id, photoKey: key });
  });
  return { claim };
}

/** A photo sent with a rejection of the company's claim. */
export function claimPhotoFile(world: World, companyId: number, id: number, photoKey: string): ImageFileAnswer | undefined {
  const stored = world.claimPhotos[`${companyId}/${photoKey}`];
  if (!stored || stored.claimId !== id || !claimIn(world, companyId, id)) return undefined;
  return { fileName: stored.fileName, contentType: imageContentType(stored.fileName), contentBase64: stored.contentBase64 };
}

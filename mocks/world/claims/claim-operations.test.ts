import { parseClaimQuery } from '@contract/claims/claim.query';
import type { ClaimDetailAnswer } from '@contract/claims/claim.api';
import { countsOf } from '../badge-counts';
import { createWorld, type World } from '../world';
import { claimsOf } from './claim-book';
import { approveClaim, claimPhotoFile, getClaim, listClaims, rejectClaim } from './claim-operations';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const PNG_BASE64 = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).toString('base64');
const PDF_BASE64 = Buffer.from('%PDF-1.4 not an image').toString('base64');

describe('claim operations', () => {
  let world: World;
  beforeEach(() => {
    world = createWorld({ now: NOW });
  });
  const waiting = (companyId = 1001) => claimsOf(world, companyId).find((claim) => claim.status === 'waiting')!;

  it('lists a tab per status with counts under the filters, newest first, and the badge counts the waiting ones', () => {
    const all = listClaims(world, 1001, parseClaimQuery({ tab: 'all', pageSize: '100' }));
    const claims = claimsOf(world, 1001);
    expect(all.total).toBe(claims.length);
    expect(all.tabCounts.waiting).toBe(countsOf(world, 1001).claims);
    expect(
      Object.entries(all.tabCounts)
        .filter(([tab]) => tab !== 'all')
        .reduce((sum, [, count]) => sum + count, 0),
    ).toBe(all.total);
    const dates = all.items.map((claim) => claim.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const missing = listClaims(world, 1001, parseClaimQuery({ type: 'missingItem', tab: 'waiting' }));
    expect(missing.items.every((claim) => claim.type === 'missingItem' && claim.status === 'waiting')).toBe(true);
    expect(missing.tabCounts.all).toBe(claims.filter((claim) => claim.type === 'missingItem').length);
  });

  it('approves only a claim waiting for the seller, which becomes Request Approved and leaves the badge', () => {
    const claim = waiting();
    const before = countsOf(world, 1001).claims;
    expect((approveClaim(world, 1001, claim.id) as ClaimDetailAnswer).claim.status).toBe('requestApproved');
    expect(countsOf(world, 1001).claims).toBe(before - 1);
    expect(listClaims(world, 1001, parseClaimQuery({})).tabCounts.requestApproved).toBeGreaterThan(0);
    expect(approveClaim(world, 1001, claim.id)).toEqual({ code: 'claimNotWaiting' });
    expect(rejectClaim(world, 1001, claim.id, { reason: 'other', note: 'x', photos: [] })).toEqual({ code: 'claimNotWaiting' });
  });

  it('rejects with a reason, a note and photos it keeps for the company, as Request Rejected', () => {
    const claim = waiting();
    const answer = rejectClaim(world, 1001, claim.id, {
      reason: 'notOurProduct',
      note: 'Another brand came back.',
      photos: [{ fileName: 'back.PNG', contentBase64: PNG_BASE64 }],
    }) as ClaimDetailAnswer;
    expect(answer.claim).toMatchObject({ status: 'requestRejected', rejectReason: 'notOurProduct', rejectNote: 'Another brand came back.' });
    const key = answer.claim.photos[0]!.split('/').pop()!;
    expect(answer.claim.photos[0]).toBe(`/api/claims/${claim.id}/photos/${key}`);
    expect(claimPhotoFile(world, 1001, claim.id, key)).toEqual({ fileName: 'back.PNG', contentType: 'image/png', contentBase64: PNG_BASE64 });
    expect(claimPhotoFile(world, 1002, claim.id, key)).toBeUndefined();
    expect(getClaim(world, 1001, claim.id)?.claim.status).toBe('requestRejected');
  });

  it('refuses a rejection with a photo that is not an image, or too many photos', () => {
    const claim = waiting();
    expect(rejectClaim(world, 1001, claim.id, { reason: 'other', note: 'x', photos: [{ fileName: 'a.png', contentBase64: PDF_BASE64 }] })).toEqual({
      code: 'unsupportedFile',
      fields: { photos: 'validation.imageContent' },
    });
    const four = Array.from({ length: 4 }, (_, n) => ({ fileName: `${n}.png`, contentBase64: PNG_BASE64 }));
    expect(rejectClaim(world, 1001, claim.id, { reason: 'other', note: 'x', photos: four })).toEqual({
      code: 'validation',
      fields: { photos: 'validation.claimPhotosTooMany' },
    });
    expect(claim.status).toBe('waiting');
  });

  it('knows no claim of another company', () => {
    const claim = waiting();
    expect(getClaim(world, 1002, claim.id)).toBeUndefined();
    expect(approveClaim(world, 1002, claim.id)).toBeUndefined();
    expect(rejectClaim(world, 1002, claim.id, { reason: 'other', note: 'x', photos: [] })).toBeUndefined();
    expect(claim.status).toBe('waiting');
  });
});

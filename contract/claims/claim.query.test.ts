import { claimTypeLink } from '../dashboard/dashboard.links';
import { IMAGE_MAX_BYTES } from '../catalog/catalog.rules';
import { CLAIM_PHOTOS_MAX, claimPhotosProblem } from './claim.api';
import { CLAIM_TABS, claimFilterProblems, claimMatches, claimQueryToRaw, parseClaimQuery } from './claim.query';
import type { Claim } from './claim.types';

const claim = {
  id: 100_000_001,
  orderId: 42,
  marketplaceOrderId: 'HB-0042',
  marketplaceNumber: 'CHE100000001',
  customerName: 'Şule Işık',
  type: 'return',
  marketplace: 'hepsiburada',
  date: '2026-01-10T12:00:00.000Z',
} as Claim;

describe('the claims list query', () => {
  it('opens on Waiting (what the badge counts), soonest decision deadline first; All comes last', () => {
    const query = parseClaimQuery({});
    expect(query).toMatchObject({ tab: 'waiting', sort: { field: 'date', direction: 'asc' } });
    expect(CLAIM_TABS.at(-1)).toBe('all');
    expect(parseClaimQuery({ tab: 'nope' }).tab).toBe('waiting');
    expect(parseClaimQuery({ tab: 'approved' }).sort).toEqual({ field: 'date', direction: 'desc' });
  });

  it('reads the dashboard’s claim-type link as the type filter, on the All tab (so it counts every claim of the type)', () => {
    const query = parseClaimQuery(Object.fromEntries(new URL(claimTypeLink('missingPart'), 'http://x').searchParams));
    expect(query).toMatchObject({ type: 'missingPart', tab: 'all', sort: { field: 'date', direction: 'desc' } });
    expect(claimQueryToRaw(query)).toEqual({ type: 'missingPart', tab: 'all', page: '1', pageSize: '25', sort: '-date' });
    const bogus = parseClaimQuery({ type: 'bogus', marketplace: 'ebay' });
    expect([bogus.type, bogus.marketplace]).toEqual([undefined, undefined]);
  });

  it('checks the date range by the spec’s rules, optional but at most 10 days', () => {
    expect(claimFilterProblems({})).toBeNull();
    expect(claimFilterProblems({ from: '2026-01-01', to: '2026-01-10' })).toBeNull();
    expect(claimFilterProblems({ from: '2026-01-01', to: '2026-01-11' })).toEqual({ from: 'validation.dateRangeTooLong' });
    expect(claimFilterProblems({ from: '2026-01-01' })).toEqual({ from: 'validation.dateRangeRequired' });
  });

  it('matches the customer Turkish-aware, and the order, marketplace order or claim number whole', () => {
    expect(claimMatches(claim, { customer: 'sule isik' })).toBe(true);
    expect(claimMatches(claim, { customer: 'ŞULE IŞIK' })).toBe(true);
    expect(claimMatches(claim, { number: '42' })).toBe(true);
    expect(claimMatches(claim, { number: 'hb-0042' })).toBe(true);
    expect(claimMatches(claim, { number: 'che100000001' })).toBe(true);
    expect(claimMatches(claim, { number: '4' })).toBe(false);
    expect(claimMatches(claim, { type: 'missingPart' })).toBe(false);
    expect(claimMatches(claim, { marketplace: 'trendyol' })).toBe(false);
    expect(claimMatches(claim, { from: '2026-01-10', to: '2026-01-10' })).toBe(true);
    expect(claimMatches(claim, { from: '2026-01-11', to: '2026-01-12' })).toBe(false);
  });
});

describe('reject photos', () => {
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  it('take up to the limit of product images, each checked like one', () => {
    expect(claimPhotosProblem([])).toBeNull();
    expect(claimPhotosProblem([{ name: 'a.png', size: 8, head: png }])).toBeNull();
    expect(claimPhotosProblem([{ name: 'a.gif', size: 8 }])).toBe('validation.imageExtension');
    expect(claimPhotosProblem([{ name: 'a.jpg', size: 8, head: png }])).toBe('validation.imageContent');
    expect(claimPhotosProblem([{ name: 'a.webp', size: IMAGE_MAX_BYTES + 1 }])).toBe('validation.imageTooLarge');
    expect(claimPhotosProblem(Array.from({ length: CLAIM_PHOTOS_MAX + 1 }, () => ({ name: 'a.png', size: 8 })))).toBe('validation.claimPhotosTooMany');
  });
});

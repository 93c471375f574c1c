import { IMAGE_MAX_BYTES } from '@contract/catalog/catalog.rules';
import type { ClaimDetailAnswer, ClaimListAnswer } from '@contract/claims/claim.api';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { fillPath } from '@contract/api/route-def';
import { claimsOf } from '@mocks/world/claims/claim-book';
import { formWithFiles, PNG_BYTES, seededHarnessPerFile } from '../../test/seeded-file';

const PDF = Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34]);
const AYSE_COMPANY = 1001;

const detailPath = (id: number) => fillPath(CLAIM_ROUTES.detail.path, { id });
const approvePath = (id: number) => fillPath(CLAIM_ROUTES.approve.path, { id });
const rejectPath = (id: number) => fillPath(CLAIM_ROUTES.reject.path, { id });

describe('claims', () => {
  const seeded = seededHarnessPerFile();

  const waitingClaim = () => claimsOf(seeded.h.sandbox.world, AYSE_COMPANY).find((claim) => claim.status === 'waiting')!;
  const list = async (query: string) => (await (await seeded.browser.get(`${CLAIM_ROUTES.list.path}${query}`)).json()) as ClaimListAnswer;
  const badge = () => seeded.badge('claims');

  it('lists the seller’s claims newest first, a tab per status, the waiting ones as many as the badge says', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const all = await list('?tab=all');
    expect(all.total).toBe(claimsOf(seeded.h.sandbox.world, AYSE_COMPANY).length);
    expect(all.items.every((claim) => claim.companyId === AYSE_COMPANY)).toBe(true);
    expect(all.items.map((claim) => claim.date)).toEqual([...all.items.map((claim) => claim.date)].sort().reverse());
    expect(all.tabCounts.waiting).toBe(await badge());
    const returns = await list('?type=return&tab=waiting');
    expect(returns.items.every((claim) => claim.type === 'return' && claim.status === 'waiting')).toBe(true);
    expect(returns.total).toBe(returns.tabCounts.waiting);
    expect(returns.tabCounts.all).toBe(claimsOf(seeded.h.sandbox.world, AYSE_COMPANY).filter((claim) => claim.type === 'return').length);
  });

  it('finds a customer however the name is typed, and an order by its number', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const claim = claimsOf(seeded.h.sandbox.world, AYSE_COMPANY)[0]!;
    const shouted = claim.customerName.toLocaleUpperCase('tr');
    expect((await list(`?customer=${encodeURIComponent(shouted)}`)).items.map((row) => row.id)).toContain(claim.id);
    expect((await list(`?number=${claim.marketplaceOrderId}`)).items.map((row) => row.id)).toContain(claim.id);
    expect((await list(`?number=${claim.orderId}`)).items.every((row) => row.orderId === claim.orderId)).toBe(true);
  });

  it('refuses a date range over 10 days (spec §5)', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const response = await seeded.browser.call(CLAIM_ROUTES.list, { search: 'from=2026-01-01&to=2026-01-20' });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ from: 'validation.dateRangeTooLong' });
  });

  it('approves a waiting claim: Request Approved, the badge one lower, and a second decision is refused', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const before = await badge();
    const claim = waitingClaim();
    const response = await seeded.browser.post(approvePath(claim.id));
    expect(response.status).toBe(200);
    expect(((await response.json()) as ClaimDetailAnswer).claim.status).toBe('requestApproved');
    expect(await badge()).toBe(before! - 1);
    expect((await list('')).tabCounts.waiting).toBe(before! - 1);
    const again = await seeded.browser.upload(rejectPath(claim.id), formWithFiles('photos', { reason: 'productUsed', note: 'Too late.' }));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'claimNotWaiting' });
  });

  it('rejects with a reason, a note and a photo the seller and nobody else can open', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const claim = waitingClaim();
    const response = await seeded.browser.upload(
      rejectPath(claim.id),
      formWithFiles('photos', { reason: 'productUsed', note: ' Worn and washed. ' }, [['back.png', PNG_BYTES]]),
    );
    expect(response.status).toBe(200);
    const { claim: rejected } = (await response.json()) as ClaimDetailAnswer;
    expect(rejected).toMatchObject({ status: 'requestRejected', rejectReason: 'productUsed', rejectNote: 'Worn and washed.' });
    expect(rejected.photos).toHaveLength(1);
    const photo = await seeded.browser.get(rejected.photos[0]!);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG_BYTES);
    expect(((await (await seeded.browser.get(detailPath(claim.id))).json()) as ClaimDetailAnswer).claim.status).toBe('requestRejected');

    await seeded.browser.signIn('omar@demo.tezgah.dev');
    expect((await seeded.browser.get(rejected.photos[0]!)).status).toBe(404);
  });

  it('answers 404 for another company’s claim, whatever is asked of it', async () => {
    await seeded.browser.signIn('omar@demo.tezgah.dev');
    const claim = waitingClaim();
    expect((await seeded.browser.get(detailPath(claim.id))).status).toBe(404);
    expect((await seeded.browser.post(approvePath(claim.id))).status).toBe(404);
    expect((await seeded.browser.upload(rejectPath(claim.id), formWithFiles('photos', { reason: 'other', note: 'Not ours.' }))).status).toBe(404);
    expect(claimsOf(seeded.h.sandbox.world, AYSE_COMPANY).find((candidate) => candidate.id === claim.id)?.status).toBe('waiting');
  });

  it('refuses a bad rejection before anything travels: no reason, a photo that is not an image, too many photos', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const path = rejectPath(waitingClaim().id);
    const before = seeded.h.downstreamRequests.length;
    const bare = await seeded.browser.upload(path, formWithFiles('photos', { note: '' }));
    expect(bare.status).toBe(400);
    expect((await bare.json()).fields).toEqual({ reason: 'validation.claimRejectReasonRequired', note: 'validation.claimRejectNoteRequired' });
    const renamed = await seeded.browser.upload(path, formWithFiles('photos', { reason: 'other', note: 'See photo.' }, [['photo.png', PDF]]));
    expect(renamed.status).toBe(415);
    expect((await renamed.json()).fields).toEqual({ photos: 'validation.imageContent' });
    const four = await seeded.browser.upload(
      path,
      formWithFiles(
        'photos',
        { reason: 'other', note: 'See photos.' },
        [1, 2, 3, 4].map((n) => [`p${n}.png`, PNG_BYTES] as [string, Uint8Array]),
      ),
    );
    expect(four.status).toBe(400);
    expect((await four.json()).fields).toEqual({ photos: 'validation.claimPhotosTooMany' });
    expect(seeded.h.downstreamRequests.slice(before).some((entry) => entry.request.url.includes('/claims/'))).toBe(false);
  });

  it('answers 413 for a photo over 3 MB, and for a body over the whole limit before it is read', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const claim = waitingClaim();
    const path = rejectPath(claim.id);
    const large = new Uint8Array(IMAGE_MAX_BYTES + 1);
    large.set(PNG_BYTES);
    const one = await seeded.browser.upload(path, formWithFiles('photos', { reason: 'other', note: 'Large.' }, [['large.png', large]]));
    expect(one.status).toBe(413);
    expect((await one.json()).fields).toEqual({ photos: 'validation.imageTooLarge' });
    const huge = new Uint8Array(IMAGE_MAX_BYTES);
    huge.set(PNG_BYTES);
    const whole = await seeded.browser.upload(
      path,
      formWithFiles(
        'photos',
        { reason: 'other', note: 'Huge.' },
        [1, 2, 3, 4].map((n) => [`p${n}.png`, huge] as [string, Uint8Array]),
      ),
    );
    expect(whole.status).toBe(413);
    expect(claim.status).toBe('waiting');
  });
});

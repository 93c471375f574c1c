import { CLAIM_PHOTOS_MAX } from '@contract/claims/claim.api';
import { checkClaimPhotos, EMPTY_REJECT, rejectBody, validateReject } from './ClaimRejectFields';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const png = (name = 'back.png') => new File([PNG], name, { type: 'image/png' });

describe('the reject form', () => {
  it('needs a reason and a note; photos are optional', () => {
    expect(validateReject(EMPTY_REJECT)).toEqual({ reason: 'validation.claimRejectReasonRequired', note: 'validation.claimRejectNoteRequired' });
    expect(validateReject({ ...EMPTY_REJECT, reason: 'productUsed', note: 'Worn.' })).toEqual({});
    expect(validateReject({ ...EMPTY_REJECT, reason: 'productUsed', note: 'Worn.', photosProblem: 'validation.imageContent' })).toEqual({
      photos: 'validation.imageContent',
    });
  });

  it('checks the photos like product images before anything is sent: kind by first bytes, and how many', async () => {
    expect(await checkClaimPhotos([png()])).toBeNull();
    expect(await checkClaimPhotos([png('back.gif')])).toBe('validation.imageExtension');
    expect(await checkClaimPhotos([new File(['%PDF-1.4'], 'back.jpg')])).toBe('validation.imageContent');
    expect(await checkClaimPhotos(Array.from({ length: CLAIM_PHOTOS_MAX + 1 }, () => png()))).toBe('validation.claimPhotosTooMany');
  });

  it('sends the fields and the files, not the check’s finding', () => {
    const photo = png();
    expect(rejectBody({ reason: 'other', note: 'See photo.', photos: [photo], photosProblem: null })).toEqual({
      reason: 'other',
      note: 'See photo.',
      photos: [photo],
    });
  });
});

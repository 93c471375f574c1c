import { describe, expect, it } from 'vitest';
import type { ClaimDetailAnswer, ClaimListAnswer } from '@contract/claims/claim.api';
import { claimsOf } from '@mocks/world/claims/claim-book';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const file = sandboxPerFile(() => Date.UTC(2026, 0, 15, 9, 0, 0));
const { sandbox } = file;
const call = file.client('marketplace', AYSE);

describe('sandbox marketplace: claims', () => {
  it('lists the company’s claims with the list query, and refuses another company’s token', async () => {
    const list = await call<ClaimListAnswer>('1001/claims?tab=waiting&pageSize=5');
    expect(list.status).toBe(200);
    expect(list.body.items.every((claim) => claim.status === 'waiting' && claim.companyId === 1001)).toBe(true);
    expect((await call('1001/claims?from=2026-01-01&to=2026-01-30')).status).toBe(400);
    expect((await call('1002/claims')).status).toBe(403);
  });

  it('decides a waiting claim once: the second decision is 409 claimNotWaiting; another company’s claim is 404', async () => {
    const claim = claimsOf(sandbox().world, 1001).find((candidate) => candidate.status === 'waiting')!;
    const omar: TokenOptions = { role: 'seller', companyId: 1002, sub: 'usr-omar' };
    expect((await call(`1002/claims/${claim.id}/approve`, { method: 'POST', token: omar })).status).toBe(404);
    const approved = await call<ClaimDetailAnswer>(`1001/claims/${claim.id}/approve`, { method: 'POST' });
    expect(approved.body.claim.status).toBe('requestApproved');
    const again = await call(`1001/claims/${claim.id}/reject`, { method: 'POST', body: { reason: 'other', note: 'No.', photos: [] } });
    expect(again).toMatchObject({ status: 409, body: { error: 'claimNotWaiting' } });
    expect((await call(`1001/claims/${claim.id}/photos/${claim.id}-1.png`)).status).toBe(404);
  });

  it('answers a bad reject body 400 with its fields', async () => {
    const claim = claimsOf(sandbox().world, 1001).find((candidate) => candidate.status === 'waiting')!;
    const refused = await call(`1001/claims/${claim.id}/reject`, { method: 'POST', body: { reason: 'bored', note: 'x' } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'validation', fields: { reason: 'validation.claimRejectReasonRequired' } } });
    const wrongTypes = await call(`1001/claims/${claim.id}/reject`, {
      method: 'POST',
      body: { reason: 'other', note: 'No.', photos: [{ fileName: 'a.png', contentBase64: 42 }] },
    });
    expect(wrongTypes).toMatchObject({ status: 400, body: { error: 'validation', fields: { 'photos[0].contentBase64': expect.any(String) } } });
    expect(claimsOf(sandbox().world, 1001).find((candidate) => candidate.id === claim.id)?.status).toBe('waiting');
  });
});

import { CLAIM_STATUSES } from './claim.types';
import { claimDecisionRefusal, isAwaitingSeller, statusAfter } from './claim.rules';

describe('claim decisions (spec §4)', () => {
  it('only a claim waiting for the seller may be approved or rejected', () => {
    expect(CLAIM_STATUSES.filter((status) => claimDecisionRefusal({ status }) === null)).toEqual(['waiting']);
    expect(claimDecisionRefusal({ status: 'waitingAdmin' })).toBe('claimNotWaiting');
    expect(isAwaitingSeller({ status: 'requestApproved' })).toBe(false);
  });

  it('leads to the seller’s answer: Request Approved or Request Rejected', () => {
    expect(statusAfter('approve')).toBe('requestApproved');
    expect(statusAfter('reject')).toBe('requestRejected');
  });
});

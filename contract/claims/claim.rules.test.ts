import { CLAIM_STATUSES } from './claim.types';
import {
  CLAIM_DECISION_URGENT_MS,
  CLAIM_DECISION_WINDOW_MS,
  claimDecideBy,
  claimDecisionRefusal,
  claimRefund,
  isAwaitingSeller,
  isAwaitingStaff,
  staffDecisionRefusal,
  statusAfter,
  statusAfterStaff,
} from './claim.rules';

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

describe('staff decisions (spec §4: Waiting Admin)', () => {
  it('only a claim in Waiting Admin may be decided by staff', () => {
    expect(CLAIM_STATUSES.filter((status) => staffDecisionRefusal({ status }) === null)).toEqual(['waitingAdmin']);
    expect(staffDecisionRefusal({ status: 'waiting' })).toBe('claimNotWaitingAdmin');
    expect(isAwaitingStaff({ status: 'requestRejected' })).toBe(false);
  });

  it('moves an approval on to the group’s accounting system and ends a rejection', () => {
    expect(statusAfterStaff('approve')).toBe('waitingAccounting');
    expect(statusAfterStaff('reject')).toBe('rejected');
  });
});

describe('the decision deadline (the marketplace’s window from the claim’s date)', () => {
  const claim = { status: 'waiting', date: '2026-01-10T12:00:00.000Z' } as const;

  it('is the claim’s date plus the window, while the claim waits for the seller', () => {
    expect(CLAIM_DECISION_WINDOW_MS).toBe(14 * 86_400_000);
    expect(claimDecideBy(claim)).toBe('2026-01-24T12:00:00.000Z');
    expect(claimDecideBy({ ...claim, status: 'requestApproved' })).toBeNull();
  });

  it('turns urgent in its last two days', () => {
    expect(CLAIM_DECISION_URGENT_MS).toBe(2 * 86_400_000);
  });
});

describe('what approving refunds', () => {
  const items = [
    { marketplaceSku: 'MP-A', sellerSku: 'A', name: 'Mug', price: 100, totalPrice: 200 },
    { marketplaceSku: 'MP-B', sellerSku: 'B', name: 'Plate', price: 49.95, totalPrice: 49.95 },
  ];

  it('refunds the reported items’ total for a return, a missing part or item and an undelivered product', () => {
    for (const type of ['return', 'missingPart', 'missingItem', 'undeliveredProduct'] as const) {
      expect(claimRefund({ type, reportedItems: items })).toEqual({ items, total: 249.95 });
    }
  });

  it('refunds nothing for a missing invoice or an extra product (the invoice is sent; the extra comes back)', () => {
    expect(claimRefund({ type: 'missingInvoice', reportedItems: items })).toBeNull();
    expect(claimRefund({ type: 'extraProduct', reportedItems: items })).toBeNull();
  });
});

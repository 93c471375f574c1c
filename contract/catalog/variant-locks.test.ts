import type { VariantLock } from './catalog.types';
import { activeLockOn } from './variant-locks';

const lock = (over: Partial<VariantLock>): VariantLock => ({
  marketplace: 'trendyol',
  lockedAt: '2026-11-09T10:00:00Z',
  lockReason: 'Incorrect Pricing',
  until: '2026-11-16T10:00:00Z',
  state: 'unLocked',
  ...over,
});

describe('activeLockOn', () => {
  it('shows the lock in force, not an older one that has lifted', () => {
    const older = lock({});
    const current = lock({ lockedAt: '2026-11-25T10:00:00Z', until: '2026-12-02T10:00:00Z', state: 'locked' });
    expect(activeLockOn([older, current], 'trendyol')).toBe(current);
    expect(activeLockOn([current, older], 'trendyol')).toBe(current);
  });

  it('shows the lock that lifted last when none holds, and nothing for another marketplace', () => {
    const first = lock({});
    const second = lock({ lockedAt: '2026-11-12T10:00:00Z', until: '2026-11-19T10:00:00Z' });
    expect(activeLockOn([second, first], 'trendyol')).toBe(second);
    expect(activeLockOn([first], 'hepsiburada')).toBeNull();
  });

  it('takes the latest of several locks in force', () => {
    const a = lock({ state: 'locked', lockedAt: '2026-11-20T10:00:00Z', until: null, lockReason: 'Marketplace' });
    const b = lock({ state: 'locked', lockedAt: '2026-11-25T10:00:00Z', until: '2026-12-02T10:00:00Z' });
    expect(activeLockOn([b, a], 'trendyol')).toBe(b);
  });
});

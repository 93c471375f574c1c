import { fittingCount } from './use-fitting-count';

describe('fittingCount', () => {
  it('counts whole items after the reserved width, never below zero', () => {
    expect(fittingCount(440, 40, 40)).toBe(10);
    expect(fittingCount(439, 40, 40)).toBe(9);
    expect(fittingCount(30, 40, 40)).toBe(0);
    expect(fittingCount(500, 0, 0)).toBe(0);
  });
});

import { fieldErrors } from '../auth/auth.schemas';
import type { Marketplace } from '../downstream/marketplace';
import { capGroupOf, capThatApplies, countAboveCap, rateCapProblem } from './rate-cap.rules';
import { rateCapSchema } from './rate-cap.types';

const MARKETPLACES: Marketplace[] = [
  { code: 'hepsiburada', name: 'Hepsiburada', channelGroup: 'hepsiburada', country: 'TR', currency: 'TRY' },
  { code: 'noon-sa', name: 'Noon KSA', channelGroup: 'noon', country: 'SA', currency: 'SAR' },
];

describe('rate caps', () => {
  it('apply a company’s own cap before the group’s, and allow a rate equal to the cap', () => {
    expect(capThatApplies(30, null)).toBe(30);
    expect(capThatApplies(30, 12.5)).toBe(12.5);
    expect(rateCapProblem(30, 30)).toBeNull();
    expect(rateCapProblem(30.01, 30)).toBe('marketplaceSales.rateAboveCap');
    expect(rateCapProblem(99, undefined)).toBeNull();
  });

  it('count the rates a new cap would leave above it', () => {
    expect(countAboveCap([8, 20, 20.5, 30], 20)).toBe(2);
    expect(countAboveCap([], 1)).toBe(0);
  });

  it('group the Noon channels under one cap', () => {
    expect(capGroupOf('noon-sa', MARKETPLACES)).toBe('noon');
    expect(capGroupOf('hepsiburada', MARKETPLACES)).toBe('hepsiburada');
    expect(capGroupOf('trendyol', MARKETPLACES)).toBeUndefined();
  });

  it('take a cap above zero, at most 1000, with two decimals', () => {
    expect(fieldErrors(rateCapSchema, { cap: 22.5 })).toBeNull();
    expect(fieldErrors(rateCapSchema, { cap: 0 })).toEqual({ cap: 'adminRateCaps.capInvalid' });
    expect(fieldErrors(rateCapSchema, { cap: 'x' })).toEqual({ cap: 'adminRateCaps.capInvalid' });
    expect(fieldErrors(rateCapSchema, { cap: 1000.5 })).toEqual({ cap: 'adminRateCaps.capTooHigh' });
    expect(fieldErrors(rateCapSchema, { cap: 12.345 })).toEqual({ cap: 'adminRateCaps.capDecimals' });
  });
});

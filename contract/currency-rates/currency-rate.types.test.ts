import { fieldErrors } from '../auth/auth.schemas';
import { inverseOf, selfRateProblem, setCurrencyRateSchema } from './currency-rate.types';

describe('a currency rate', () => {
  it('is a positive number of at most six decimals, whatever binary floating point makes of it', () => {
    expect(fieldErrors(setCurrencyRateSchema, { EUR: 0.1272, USD: 0.1381 })).toBeNull();
    expect(fieldErrors(setCurrencyRateSchema, { EUR: 0.026, USD: 1.0862 })).toBeNull();
    expect(fieldErrors(setCurrencyRateSchema, { EUR: 0.000001, USD: 999_999.999999 })).toBeNull();
    expect(fieldErrors(setCurrencyRateSchema, { EUR: 0.1234567, USD: 0 })).toEqual({ EUR: 'currencyTools.rateDecimals', USD: 'currencyTools.ratePositive' });
    expect(fieldErrors(setCurrencyRateSchema, { EUR: 'x', USD: 2_000_000 })).toEqual({ EUR: 'currencyTools.rateInvalid', USD: 'currencyTools.rateTooLarge' });
  });

  it('of the euro in euros and of the dollar in dollars is 1; the two are kept inverse', () => {
    expect(selfRateProblem('EUR', { EUR: 1.1, USD: 1.08 })).toEqual({ EUR: 'currencyTools.selfRate' });
    expect(selfRateProblem('TRY', { EUR: 1.1, USD: 1.08 })).toBeNull();
    expect(inverseOf('EUR', { EUR: 1, USD: 1.0862 })).toEqual({ currency: 'USD', rates: { EUR: 0.920641, USD: 1 } });
    expect(inverseOf('USD', { EUR: 0.8, USD: 1 })).toEqual({ currency: 'EUR', rates: { EUR: 1, USD: 1.25 } });
    expect(inverseOf('TRY', { EUR: 0.026, USD: 0.0282 })).toBeNull();
  });
});

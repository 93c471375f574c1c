/** The rate dialog's form: the two rates as typed text (a decimal comma or point), checked with the service's schema. */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { setCurrencyRateSchema, type CurrencyRate, type SetCurrencyRateBody } from '@contract/currency-rates/currency-rate.types';
import { typedNumber } from '@web/lib/typed-number';

export interface RateFormValues {
  EUR: string;
  USD: string;
}

export const rateFormValuesOf = (rate: CurrencyRate): RateFormValues => ({ EUR: String(rate.rates.EUR), USD: String(rate.rates.USD) });

const candidate = (values: RateFormValues) => ({ EUR: typedNumber(values.EUR), USD: typedNumber(values.USD) });

export const rateFormProblems = (values: RateFormValues): Partial<RateFormValues> => fieldErrors(setCurrencyRateSchema, candidate(values)) ?? {};

export const rateBodyOf = (values: RateFormValues): SetCurrencyRateBody => setCurrencyRateSchema.cast(candidate(values));

import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { RATE_DECIMALS } from '@contract/currency-rates/currency-rate.types';
import { EMPTY_VALUE, localeOf } from '@web/lib/format';
import { numberFormat } from '@web/lib/intl-cache';

/** A rate as the reader writes numbers, with every decimal it has (up to six: a lira is a few hundredths of a euro). */
export function useRateText(): (value: number | null | undefined) => string {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const language = LANGUAGES.includes(active as Language) ? (active as Language) : DEFAULT_LANGUAGE;
  const format = numberFormat(localeOf(language), { maximumFractionDigits: RATE_DECIMALS });
  return (value) => (value === null || value === undefined ? EMPTY_VALUE : format.format(value));
}

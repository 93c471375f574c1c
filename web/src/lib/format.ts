/** Money, numbers and dates in the interface language (spec §9: en, tr), through Intl. */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { currentLanguage } from './i18n';
import { INTL_LOCALES } from './language-bundles';
import { DAY_PARTS, dateTimeFormat, numberFormat } from './intl-cache';

/** What a screen shows for a value it does not have. */
export const EMPTY_VALUE = '—';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export type DateInput = string | number | Date | null | undefined;

const isMissing = (value: unknown) => value === null || value === undefined || value === '';

function toDate(value: Exclude<DateInput, null | undefined>): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && DATE_ONLY.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function localeOf(language: Language = currentLanguage()): string {
  return INTL_LOCALES[language];
}

/** `formatMoney(1234.5, 'TRY')` → `₺1.234,50` in Turkish, `TRY 1,234.50`-like in English. */
export function formatMoney(amount: number | null | undefined, currency: string, language?: Language): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return EMPTY_VALUE;
  try {
    return numberFormat(localeOf(language), { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows the amount with the code beside it.
    return `${formatNumber(amount, language, 2)} ${currency}`;
  }
}

export function formatNumber(value: number | null | undefined, language?: Language, fractionDigits?: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  const digits = fractionDigits === undefined ? {} : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(localeOf(language), digits).format(value);
}

/** A stored price as a price input shows it: always two decimals, no grouping (`1399.9` → `1399.90`). */
export function priceInputText(amount: number): string {
  return Number.isFinite(amount) ? amount.toFixed(2) : '';
}

/** A calendar day. `YYYY-MM-DD` values are that day wherever the browser is; instants show the local day. */
export function formatDate(value: DateInput, language?: Language): string {
  if (isMissing(value)) return EMPTY_VALUE;
  const date = toDate(value as Exclude<DateInput, null | undefined>);
  if (!date) return EMPTY_VALUE;
  const dayOnly = typeof value === 'string' && DATE_ONLY.test(value);
  return dateTimeFormat(localeOf(language), { ...DAY_PARTS, ...(dayOnly ? { timeZone: 'UTC' } : {}) }).format(date);
}

/** An instant in the browser's time zone, to the minute, 24-hour clock. */
export function formatDateTime(value: DateInput, language?: Language): string {
  if (isMissing(value)) return EMPTY_VALUE;
  const date = toDate(value as Exclude<DateInput, null | undefined>);
  if (!date) return EMPTY_VALUE;
  return dateTimeFormat(localeOf(language), {
    ...DAY_PARTS,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export interface Formatters {
  money: (amount: number | null | undefined, currency: string) => string;
  number: (value: number | null | undefined, fractionDigits?: number) => string;
  date: (value: DateInput) => string;
  dateTime: (value: DateInput) => string;
}

/** The formatters bound to the current language; the component re-renders when the language changes. */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const language = LANGUAGES.includes(active as Language) ? (active as Language) : DEFAULT_LANGUAGE;
  return {
    money: (amount, currency) => formatMoney(amount, currency, language),
    number: (value, fractionDigits) => formatNumber(value, language, fractionDigits),
    date: (value) => formatDate(value, language),
    dateTime: (value) => formatDateTime(value, language),
  };
}

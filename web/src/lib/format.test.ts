import { act, renderHook } from '@testing-library/react';
import { changeLanguage } from './i18n';
import { EMPTY_VALUE, formatDate, formatDateTime, formatMoney, formatNumber, priceInputText, useFormatters } from './format';

describe('format', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('formats money with the currency in each language', () => {
    expect(formatMoney(1234.5, 'TRY', 'tr')).toBe('₺1.234,50');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('US$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'en')).toBe('€1,234.50');
    expect(formatMoney(99, 'AED', 'tr')).toMatch(/AED\s?99,00/);
  });

  it('shows a dash for missing values and survives an unknown currency', () => {
    expect(formatMoney(null, 'TRY')).toBe(EMPTY_VALUE);
    expect(formatMoney(Number.NaN, 'TRY')).toBe(EMPTY_VALUE);
    expect(formatNumber(undefined)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDate('not a date')).toBe(EMPTY_VALUE);
    expect(formatDateTime(null)).toBe(EMPTY_VALUE);
    expect(formatMoney(5, 'not-a-code', 'en')).toBe('5.00 not-a-code');
  });

  it('keeps a calendar day on its day whatever the time zone, day first in both languages', () => {
    expect(formatDate('2026-03-09', 'en')).toBe('09/03/2026');
    expect(formatDate('2026-03-09', 'tr')).toBe('09.03.2026');
  });

  it('formats instants to the minute on a 24-hour clock', () => {
    const instant = new Date(2026, 2, 9, 17, 5);
    expect(formatDateTime(instant, 'en')).toBe('09/03/2026, 17:05');
    expect(formatDateTime(instant.getTime(), 'tr')).toBe('09.03.2026 17:05');
    expect(formatNumber(1234567.891, 'tr', 1)).toBe('1.234.567,9');
  });

  it('follows the current interface language', async () => {
    expect(formatNumber(1500)).toBe('1,500');
    const { result, rerender } = renderHook(() => useFormatters());
    expect(result.current.money(10, 'TRY')).toMatch(/^TRY\s10\.00$/);
    await act(() => changeLanguage('tr'));
    rerender();
    expect(formatNumber(1500)).toBe('1.500');
    expect(result.current.money(10, 'TRY')).toBe('₺10,00');
    expect(result.current.date('2026-12-31')).toBe('31.12.2026');
  });

  it('writes a stored price for an input with two decimals and no grouping', () => {
    expect(priceInputText(1399.9)).toBe('1399.90');
    expect(priceInputText(12)).toBe('12.00');
    expect(priceInputText(0.5)).toBe('0.50');
    expect(priceInputText(Number.NaN)).toBe('');
  });
});

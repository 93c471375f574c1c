import type { VariantRow } from '@contract/catalog/variant.api';
import type { ApiFailure } from '@web/lib/http';
import { fieldText, quickEditItem, quickEditRowProblems, validateQuickEditRow } from './quick-edit-values';

const values = { price: '100', retailPrice: '120', stock: '4', status: 'active' };
const refused = (fields?: Record<string, string>): ApiFailure => ({
  code: 'validation',
  message: 'Please check all fields.',
  status: 400,
  retryAfterSeconds: null,
  ...(fields ? { fields } : {}),
});

describe('quick-edit values', () => {
  it('fills price inputs from stored values with two decimals, and other fields as they are', () => {
    const row = { price: 1399.9, retailPrice: 1500, stock: 1672, status: 'active' } as VariantRow;
    expect(fieldText(row, 'price')).toBe('1399.90');
    expect(fieldText(row, 'retailPrice')).toBe('1500.00');
    expect(fieldText(row, 'stock')).toBe('1672');
    expect(fieldText(row, 'status')).toBe('active');
  });

  it('builds the body row from the typed text, a decimal comma included', () => {
    expect(quickEditItem('42', { ...values, price: '99,90' })).toEqual({ id: 42, price: 99.9, retailPrice: 120, stock: 4, status: 'active' });
  });

  it('checks a row with the shared schema as it is typed: retail below price, empty, not a number, not whole', () => {
    expect(validateQuickEditRow(values)).toBeNull();
    expect(validateQuickEditRow({ ...values, retailPrice: '99,5' })).toEqual({ retailPrice: 'validation.retailBelowPrice' });
    expect(validateQuickEditRow({ ...values, price: ' ', stock: '2.5' })).toEqual({ price: 'validation.required', stock: 'validation.wholeNumber' });
    expect(validateQuickEditRow({ ...values, stock: 'many' })).toEqual({ stock: 'validation.number' });
    expect(validateQuickEditRow({ ...values, price: '-1' })).toEqual({ price: 'validation.priceAboveZero' });
    expect(validateQuickEditRow({ ...values, price: '0' })).toEqual({ price: 'validation.priceAboveZero' });
  });

  it("turns a refusal's `variants[i]` problems into problems of the row sent at i", () => {
    const failure = refused({ 'variants[1].id': 'validation.variantUnknown', 'variants[0].stock': 'validation.numberTooLarge' });
    expect(quickEditRowProblems(failure, ['7', '9'])).toEqual({ 7: { stock: 'validation.numberTooLarge' }, 9: { id: 'validation.variantUnknown' } });
    expect(quickEditRowProblems(refused({ variants: 'validation.tooManyRows' }), ['7'])).toBeNull();
    expect(quickEditRowProblems(refused(), ['7'])).toBeNull();
  });
});

import { typedNumber } from './typed-number';

describe('typedNumber', () => {
  it('reads a decimal point or comma, keeps other text for the schema to refuse, and leaves empty empty', () => {
    expect(typedNumber('0,0265')).toBe(0.0265);
    expect(typedNumber(' 1.25 ')).toBe(1.25);
    expect(typedNumber('12')).toBe(12);
    expect(typedNumber('1.234,5')).toBe('1.234,5');
    expect(typedNumber('abc')).toBe('abc');
    expect(typedNumber('  ')).toBeUndefined();
    expect(typedNumber(undefined)).toBeUndefined();
  });
});

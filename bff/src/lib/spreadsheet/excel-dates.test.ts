import { excelSerialToIso, isDateFormat, isDateFormatCode } from './excel-dates';

describe('isDateFormatCode', () => {
  it.each([
    ['dd.mm.yyyy', true],
    ['yyyy-mm-dd hh:mm:ss', true],
    ['[$-41F]d mmmm yyyy', true],
    ['[h]:mm', true],
    ['h:mm AM/PM', true],
    ['General', false],
    ['0.00', false],
    ['#,##0.00 "days"', false],
    ['#,##0 [$TL-41F];[Red]-#,##0', false],
    ['0.00E+00', false],
    ['\\d0', false],
    ['_-* #,##0_-', false],
    ['@', false],
  ])('%s → %s', (code, date) => {
    expect(isDateFormatCode(code)).toBe(date);
  });

  it('knows the built-in date formats and lets custom codes override ids', () => {
    expect([14, 22, 45, 47].every((id) => isDateFormat(id, new Map()))).toBe(true);
    expect([0, 1, 2, 13, 23, 44, 48, 49].some((id) => isDateFormat(id, new Map()))).toBe(false);
    expect(isDateFormat(164, new Map([[164, 'd/m/yy']]))).toBe(true);
    expect(isDateFormat(164, new Map([[164, '0.0%']]))).toBe(false);
  });
});

describe('excelSerialToIso', () => {
  it('reads the 1900 system, with its phantom 29 February 1900', () => {
    expect(excelSerialToIso(1, false)).toBe('1900-01-01');
    expect(excelSerialToIso(59, false)).toBe('1900-02-28');
    expect(excelSerialToIso(61, false)).toBe('1900-03-01');
    expect(excelSerialToIso(45_322, false)).toBe('2024-01-31');
    expect(excelSerialToIso(2_958_465, false)).toBe('9999-12-31');
  });

  it('reads the 1904 system', () => {
    expect(excelSerialToIso(0, true)).toBe('1904-01-01');
    expect(excelSerialToIso(43_860, true)).toBe('2024-01-31');
  });

  it('adds the time of day, rounded to the second', () => {
    expect(excelSerialToIso(45_322.5, false)).toBe('2024-01-31T12:00:00');
    expect(excelSerialToIso(45_322 + 59.9996 / 86_400, false)).toBe('2024-01-31T00:01:00');
    expect(excelSerialToIso(45_322.999_999_9, false)).toBe('2024-02-01');
  });

  it('gives null for what no day is', () => {
    expect(excelSerialToIso(-1, false)).toBeNull();
    expect(excelSerialToIso(2_958_466, false)).toBeNull();
    expect(excelSerialToIso(Number.NaN, true)).toBeNull();
  });
});

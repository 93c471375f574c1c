import { isSpreadsheetError, sniffWorkbook, SpreadsheetError } from './workbook-format';

describe('sniffWorkbook', () => {
  it('tells a zip (xlsx) and a compound file (xls) from anything else', () => {
    expect(sniffWorkbook(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toBe('xlsx');
    expect(sniffWorkbook(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('xls');
    expect(sniffWorkbook(new TextEncoder().encode('%PDF-1.7'))).toBeNull();
    expect(sniffWorkbook(Uint8Array.from([0x50, 0x4b, 0x05, 0x06, 0, 0, 0, 0]))).toBeNull();
    expect(sniffWorkbook(Uint8Array.from([0xd0, 0xcf]))).toBeNull();
  });
});

describe('SpreadsheetError', () => {
  it('carries its API error code and the reason', () => {
    const error = new SpreadsheetError('workbookUnsafe', 'too big');
    expect(error).toBeInstanceOf(Error);
    expect(isSpreadsheetError(error)).toBe(true);
    expect(isSpreadsheetError(new Error('x'))).toBe(false);
    expect(error.code).toBe('workbookUnsafe');
    expect(error.message).toBe('workbookUnsafe: too big');
  });
});

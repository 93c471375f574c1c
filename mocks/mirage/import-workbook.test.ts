import { describe, expect, it } from 'vitest';
import { utils, write } from '@e965/xlsx';
import { readWorkbookRows } from './import-workbook';

function bytesOf(sheet: ReturnType<typeof utils.aoa_to_sheet>, second?: ReturnType<typeof utils.aoa_to_sheet>): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, sheet, 'First');
  if (second) utils.book_append_sheet(book, second, 'Second');
  return new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

describe('readWorkbookRows', () => {
  it('gives the first sheet\'s rows with their sheet numbers, blank rows left out, dates as ISO text', () => {
    const sheet = utils.aoa_to_sheet([['SKU', 'Price', 'Since', 'Ok'], ['A-1', 12.5, null, true], [], ['  ', null], ['B-2', '1.234,5', null, false]]);
    sheet.C2 = { t: 'n', v: 46024, z: 'yyyy-mm-dd' };
    sheet.C5 = { t: 'n', v: 46024.5, z: 'yyyy-mm-dd hh:mm' };
    const rows = readWorkbookRows(bytesOf(sheet, utils.aoa_to_sheet([['Other']])));
    expect(rows).toEqual([
      { row: 1, cells: ['SKU', 'Price', 'Since', 'Ok'] },
      { row: 2, cells: ['A-1', 12.5, '2026-01-02', true] },
      { row: 5, cells: ['B-2', '1.234,5', '2026-01-02T12:00:00', false] },
    ]);
  });

  it('is null for bytes no workbook reader can read', () => {
    expect(readWorkbookRows(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]))).toBeNull();
  });
});

import type { ExportColumn } from '@contract/exports/export.rules';
import { exportCellWriter, exportHeader, moneyFormat } from './export-cells';
import { zoneOffsetOf } from './zone-offset';

interface Row {
  code: string | null;
  flag: boolean;
  at: string | null;
  day: string;
  amount: number | null;
  currency: string;
  text: string;
}

const row: Row = { code: 'noon-eg', flag: false, at: '2026-03-29T00:30:00.000Z', day: '2026-01-15', amount: 1234.5, currency: 'TRY', text: '=cmd' };
const istanbul = { language: 'en', timeZone: 'Europe/Istanbul' } as const;
const cellOf = (column: ExportColumn<Row>, options: Parameters<typeof exportCellWriter>[1] = istanbul, of: Row = row) => exportCellWriter(column, options)(of);
/** A date cell's wall-clock time (as UTC), as Excel and exceljs read its serial number back, and its format. */
function wallClockOf(cell: unknown): { at: string; format: string } | null {
  if (cell === null) return null;
  const { number, format } = cell as { number: number; format: string };
  return { at: new Date(Math.round((number - 25_569) * 86_400_000)).toISOString(), format };
}

describe('export cells', () => {
  it("names headers and codes with the screen's texts in the language, and keeps what has no text", () => {
    expect(exportHeader('orders.columns.id', 'en')).toBe('Order ID');
    expect(exportHeader('orders.columns.id', 'tr')).toBe('Sipariş No');
    expect(exportHeader('Plain header', 'tr')).toBe('Plain header');
    const label: ExportColumn<Row> = { header: 'x', width: 1, kind: 'label', labels: 'marketplaces', value: (r) => r.code };
    expect(cellOf(label)).toBe('Noon Egypt');
    expect(cellOf(label, { ...istanbul, language: 'tr' })).toBe('Noon Mısır');
    expect(cellOf(label, istanbul, { ...row, code: '-unknown' })).toBe("'-unknown");
    expect(cellOf(label, istanbul, { ...row, code: null })).toBeNull();
    const yesNo: ExportColumn<Row> = { header: 'x', width: 1, kind: 'yesNo', value: (r) => r.flag };
    expect(cellOf(yesNo, { ...istanbul, language: 'tr' })).toBe('Hayır');
    expect(cellOf(yesNo, istanbul, { ...row, flag: true })).toBe('Yes');
    const named: ExportColumn<Row> = { header: 'x', width: 1, kind: 'localized', value: (r) => ({ en: `${r.text} day`, tr: `${r.text} günü` }) };
    expect(cellOf(named)).toBe("'=cmd day");
    expect(cellOf(named, { ...istanbul, language: 'tr' })).toBe("'=cmd günü");
  });

  it('writes instants as Excel dates in the zone, days as dates, in the language’s order', () => {
    const dateTime: ExportColumn<Row> = { header: 'x', width: 1, kind: 'dateTime', value: (r) => r.at };
    expect(wallClockOf(cellOf(dateTime))).toEqual({ at: '2026-03-29T03:30:00.000Z', format: 'dd/mm/yyyy hh:mm' });
    expect(wallClockOf(cellOf(dateTime, istanbul, { ...row, at: '2026-11-27T21:59:58.123Z' }))).toEqual({
      at: '2026-11-28T00:59:58.123Z',
      format: 'dd/mm/yyyy hh:mm',
    });
    // Berlin moves to summer time at 01:00 UTC that day: 00:30 UTC is 01:30 CET, 02:30 UTC is 04:30 CEST.
    const berlin = { language: 'tr', timeZone: 'Europe/Berlin' } as const;
    expect(wallClockOf(cellOf(dateTime, berlin))).toEqual({ at: '2026-03-29T01:30:00.000Z', format: 'dd.mm.yyyy hh:mm' });
    expect(wallClockOf(cellOf(dateTime, berlin, { ...row, at: '2026-03-29T02:30:00.000Z' }))).toEqual({
      at: '2026-03-29T04:30:00.000Z',
      format: 'dd.mm.yyyy hh:mm',
    });
    expect(cellOf(dateTime, istanbul, { ...row, at: null })).toBeNull();
    expect(cellOf(dateTime, istanbul, { ...row, at: 'not a date' })).toBeNull();
    const day: ExportColumn<Row> = { header: 'x', width: 1, kind: 'date', value: (r) => r.day };
    expect(cellOf(day)).toEqual({ number: 46_037, format: 'dd/mm/yyyy' });
  });

  it('writes amounts as numbers with their currency, and plain text neutralised', () => {
    const money: ExportColumn<Row> = { header: 'x', width: 1, kind: 'money', value: (r) => r.amount, currency: (r) => r.currency };
    expect(cellOf(money)).toEqual({ number: 1234.5, format: '#,##0.00 "TRY"' });
    expect(cellOf(money, istanbul, { ...row, amount: null })).toBeNull();
    expect(moneyFormat('"x')).toBe('#,##0.00');
    expect(cellOf({ header: 'x', width: 1, value: (r) => r.text })).toBe("'=cmd");
  });
});

describe('zoneOffsetOf', () => {
  it('follows a zone across its changes, day by day', () => {
    const berlin = zoneOffsetOf('Europe/Berlin');
    const hour = 3_600_000;
    expect(berlin(Date.parse('2026-01-15T12:00:00Z'))).toBe(hour);
    expect(berlin(Date.parse('2026-03-29T00:59:59Z'))).toBe(hour);
    expect(berlin(Date.parse('2026-03-29T01:00:00Z'))).toBe(2 * hour);
    expect(berlin(Date.parse('2026-07-01T12:00:00Z'))).toBe(2 * hour);
    expect(zoneOffsetOf('Europe/Istanbul')(Date.parse('2026-07-01T12:00:00Z'))).toBe(3 * hour);
    expect(zoneOffsetOf('Asia/Kolkata')(Date.parse('2026-07-01T12:00:00Z'))).toBe(5.5 * hour);
  });
});

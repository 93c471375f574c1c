/**
 * Excel keeps dates as day serials and only the cell's number format says a number is a date. These rules tell the
 * date formats apart and turn serials into ISO text (`YYYY-MM-DD`, or `YYYY-MM-DDTHH:mm:ss` with a time of day).
 */

/** Built-in number formats that show a date or a time (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** A format code shows a date or time when d, m, y, h or s appear outside quotes, escapes, fills and [colour]/[locale] tags. */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '')
    .replace(/\[(?:[hms]+)\]/gi, 'h')
    .replace(/\[[^\]]*\]/g, '');
  const firstSection = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(firstSection) && !/^general$/i.test(firstSection.trim());
}

export function isDateFormat(formatId: number, customCodes: ReadonlyMap<number, string>): boolean {
  const code = customCodes.get(formatId);
  if (code !== undefined) return isDateFormatCode(code);
  return BUILT_IN_DATE_FORMAT_IDS.has(formatId);
}

const DAY_MS = 86_400_000;
/** 1900 system: serial 1 is 1900-01-01, and Excel counts a 29 February 1900 that never was (serial 60). */
const EPOCH_1900_MS = Date.UTC(1899, 11, 31);
const EPOCH_1900_AFTER_LEAP_BUG_MS = Date.UTC(1899, 11, 30);
const EPOCH_1904_MS = Date.UTC(1904, 0, 1);
/** 9999-12-31, the last day Excel shows. */
const MAX_SERIAL = 2_958_465;

/** The serial as ISO text, or null when it is no day Excel can show (negative or past 9999). */
export function excelSerialToIso(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 0 || serial >= MAX_SERIAL + 1) return null;
  const epoch = date1904 ? EPOCH_1904_MS : serial < 61 ? EPOCH_1900_MS : EPOCH_1900_AFTER_LEAP_BUG_MS;
  const wholeSeconds = Math.round(serial * 86_400);
  const date = new Date(epoch + Math.floor(wholeSeconds / 86_400) * DAY_MS + (wholeSeconds % 86_400) * 1000);
  const iso = date.toISOString();
  return wholeSeconds % 86_400 === 0 ? iso.slice(0, 10) : iso.slice(0, 19);
}

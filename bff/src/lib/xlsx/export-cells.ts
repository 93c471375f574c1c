/**
 * An export's cells as the requester reads them: headers and code labels from the screens' own texts
 * (locales/en.json, tr.json) in their language, instants as Excel dates and times in the export's time zone, calendar
 * days as Excel dates, amounts as numbers with their currency's format, text through toXlsxCell (neutraliseCell).
 * Each column becomes one function, built once per export, with its labels cached, so 100,000 rows stay cheap.
 */
import type { Language } from '@contract/api/session';
import { type ExportColumn } from '@contract/exports/export.rules';
import { nameIn } from '@contract/localized-name';
import { reasonTexts } from '@contract/imports/reason-texts';
import en from '@locales/en.json';
import tr from '@locales/tr.json';
import { toXlsxCell, type XlsxCell } from './xlsx-cell';
import { zoneOffsetOf } from './zone-offset';

const { translateKey } = reasonTexts({ en, tr });

export interface ExportCellOptions {
  language: Language;
  /** An IANA zone (`Europe/Istanbul`). */
  timeZone: string;
}

const DAY_MS = 86_400_000;
/** Excel's serial number of 1970-01-01 (the 1900 date system). */
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * Excel's serial number of a wall-clock time given in milliseconds as UTC, to 1e-8 of a day (under a millisecond,
 * so it reads back to the same millisecond): shorter numbers than a double's 17 digits make a smaller, faster file.
 */
function excelSerial(wallClockMs: number): number {
  return Math.round((wallClockMs / DAY_MS + EXCEL_EPOCH_DAYS) * 1e8) / 1e8;
}

/** Excel number formats per language, the order the screens use (format.ts: en-GB, tr-TR). */
const DATE_FORMATS: Record<Language, { date: string; dateTime: string }> = {
  en: { date: 'dd/mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm' },
  tr: { date: 'dd.mm.yyyy', dateTime: 'dd.mm.yyyy hh:mm' },
};

/** `#,##0.00 "TRY"`: a number Excel can sum, shown with its currency (an odd code gets the plain format). */
export function moneyFormat(currency: string): string {
  return /^[A-Z]{3}$/.test(currency) ? `#,##0.00 "${currency}"` : '#,##0.00';
}

/** The text under `key` in the language; null when neither bundle has it. */
function textOf(language: Language, key: string): string | null {
  const text = translateKey(language, key);
  return text === key ? null : text;
}

/** A header: the screen's label under its key, or the header as written when it is no key. */
export function exportHeader(header: string, language: Language): string {
  return textOf(language, header) ?? header;
}

type CellOf<Row> = (row: Row) => XlsxCell;

/** One function per column turning a row into that column's cell. */
export function exportCellWriter<Row>(column: ExportColumn<Row>, options: ExportCellOptions): CellOf<Row> {
  const { language } = options;
  switch (column.kind) {
    case 'label': {
      const labels = new Map<string, XlsxCell>();
      const { labels: prefix } = column;
      const prefixOf = typeof prefix === 'string' ? () => prefix : prefix;
      return (row) => {
        const code = column.value(row);
        if (code === null) return null;
        const key = `${prefixOf(row)}.${code}`;
        let label = labels.get(key);
        if (label === undefined) {
          label = toXlsxCell(textOf(language, key) ?? code);
          labels.set(key, label);
        }
        return label;
      };
    }
    case 'localized':
      return (row) => {
        const name = column.value(row);
        return name === null ? null : toXlsxCell(nameIn(name, language));
      };
    case 'yesNo': {
      const yes = toXlsxCell(textOf(language, 'common.yes') ?? 'yes');
      const no = toXlsxCell(textOf(language, 'common.no') ?? 'no');
      return (row) => (column.value(row) ? yes : no);
    }
    case 'dateTime': {
      const format = DATE_FORMATS[language].dateTime;
      const offsetAt = zoneOffsetOf(options.timeZone);
      return (row) => {
        const at = Date.parse(column.value(row) ?? '');
        return Number.isFinite(at) ? { number: excelSerial(at + offsetAt(at)), format } : null;
      };
    }
    case 'date': {
      const format = DATE_FORMATS[language].date;
      return (row) => {
        const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(column.value(row) ?? '');
        return day ? { number: excelSerial(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))), format } : null;
      };
    }
    case 'money': {
      const formats = new Map<string, string>();
      return (row) => {
        const amount = column.value(row);
        if (amount === null || !Number.isFinite(amount)) return null;
        const currency = column.currency(row);
        let format = formats.get(currency);
        if (format === undefined) {
          format = moneyFormat(currency);
          formats.set(currency, format);
        }
        return { number: amount, format };
      };
    }
    default:
      return (row) => toXlsxCell(column.value(row));
  }
}

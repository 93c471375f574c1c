/** What the upload card checks and shows: a chosen workbook's problem (spec §5) and the limits in force. */
import type { ErrorCode } from '@contract/errors';
import { IMPORT_EXTENSIONS, type ImportKind, type ImportSettingsAnswer } from '@contract/imports/import.types';
import { workbookFileProblem } from '@contract/imports/workbook-file';

/** The file input's `accept`: `.xlsx,.xls`. */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** Enough of the file to tell a zip (.xlsx) or a compound file (.xls) from anything else. */
export const WORKBOOK_HEAD_BYTES = 8;

/** The error code a chosen file is refused with before it travels, or null: its name, its size, its first bytes. */
export async function workbookProblemOf(file: File, maxBytes: number): Promise<Extract<ErrorCode, 'unsupportedFile' | 'fileTooLarge' | 'notAWorkbook'> | null> {
  const head = new Uint8Array(await file.slice(0, WORKBOOK_HEAD_BYTES).arrayBuffer());
  return workbookFileProblem({ name: file.name, size: file.size, head }, maxBytes);
}

/** Bytes as whole megabytes when they are whole (9 MB), else with one decimal. */
export function megabytes(bytes: number): number {
  const value = bytes / (1024 * 1024);
  return Number.isInteger(value) ? value : Math.round(value * 10) / 10;
}

export type LimitValue = { kind: 'number'; value: number } | { kind: 'usd'; value: number } | { kind: 'megabytes'; value: number };

/** One line of the limits list: its i18n key and the values it shows. */
export interface LimitLine {
  key: string;
  values: Record<string, LimitValue>;
}

const number = (value: number): LimitValue => ({ kind: 'number', value });

/** The limits an import of this kind runs under (spec §5), with today's price-change allowance left where prices change. */
export function limitLines(kind: ImportKind, settings: ImportSettingsAnswer): LimitLine[] {
  const { limits } = settings;
  const lines: LimitLine[] = [
    { key: 'imports.limits.fileSize', values: { size: { kind: 'megabytes', value: megabytes(limits.maxFileBytes) } } },
    { key: 'imports.limits.rows', values: { count: number(limits.maxRows) } },
  ];
  if (kind !== 'fulfillmentDay') {
    lines.push(
      { key: 'imports.limits.maxPrice', values: { amount: { kind: 'usd', value: limits.maxProductPriceUsd } } },
      { key: 'imports.limits.priceRise', values: { multiple: number(limits.maxPriceRiseMultiple) } },
      { key: 'imports.limits.priceDrop', values: { percent: number(limits.maxPriceDropPercent) } },
      { key: 'imports.limits.dailyLeft', values: { count: number(settings.dailyPriceUpdatesLeft), multiple: number(limits.dailyPriceUpdateMultiple) } },
    );
  }
  if (kind === 'productVariant') {
    lines.push({ key: 'imports.limits.measures', values: { times: number(limits.measureUpdatesPerDay), multiple: number(limits.maxMeasureMultiple) } });
  }
  lines.push({ key: 'imports.limits.batch', values: { count: number(limits.batchSize) } });
  return lines;
}

/**
 * The floor the .xlsx export is measured against: the same rows written as CSV by csv-stringify in the bench's own
 * process. csvExport pages through the same sandbox list (through the raw proxy, EXPORT_PAGE_SIZE rows a page, the
 * next page asked for while this one is written, as the export job does), makes the same cells (headers and labels
 * in English, Istanbul dates as serial numbers, amounts) and streams them into a file. It keeps the cells, so the
 * writers can then be timed alone over the very same rows (writer-figures.ts).
 */
import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { API } from '@contract/api/paths';
import type { OrderRow } from '@contract/orders/order.types';
import { ORDER_EXPORT_COLUMNS } from '@bff/features/orders/orders.export';
import { downstreamPages } from '@bff/lib/jobs/export-request';
import { exportSheet, type XlsxCell, type XlsxPages } from '@bff/lib/xlsx/xlsx-writer';

export interface CsvFigures {
  rows: number;
  seconds: number;
  fileMb: number;
}

export type CellRows = (readonly XlsxCell[])[];

/** A cell as CSV has it: a formatted number is its number. */
const csvValue = (cell: XlsxCell) => (cell !== null && typeof cell === 'object' ? cell.number : cell);

/** CSV lines of the header and of each page's rows, a page at a time (each row also pushed into kept). */
export async function* csvLines(header: readonly string[], pages: XlsxPages, kept?: CellRows): AsyncIterable<(string | number | boolean | null)[]> {
  yield [...header];
  for await (const page of pages) {
    for (const cells of page) {
      kept?.push(cells);
      yield cells.map(csvValue);
    }
  }
}

export async function writeCsv(filePath: string, header: readonly string[], pages: XlsxPages, kept?: CellRows): Promise<void> {
  await pipeline(csvLines(header, pages, kept), stringify(), createWriteStream(filePath));
}

async function* rawOrderPages(rawUrl: string, filters: Record<string, string>): AsyncIterable<OrderRow[]> {
  yield* downstreamPages<OrderRow>(async (query) => {
    const response = await fetch(`${rawUrl}${API.orders}?${new URLSearchParams(query)}`);
    if (!response.ok) throw new Error(`raw proxy answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return (await response.json()) as { items: OrderRow[]; total: number };
  }, filters);
}

/** The orders of `filters` fetched and written as CSV at filePath, timed; their cells are pushed into kept. */
export async function csvExport(rawUrl: string, filters: Record<string, string>, filePath: string, kept: CellRows): Promise<CsvFigures> {
  const started = performance.now();
  const sheet = exportSheet('orders', ORDER_EXPORT_COLUMNS, rawOrderPages(rawUrl, filters));
  const before = kept.length;
  await writeCsv(filePath, sheet.layout.header, sheet.pages, kept);
  const seconds = (performance.now() - started) / 1000;
  return { rows: kept.length - before, seconds, fileMb: (await stat(filePath)).size / 1024 / 1024 };
}

/**
 * The writers alone over rows already made (csv-export.ts kept them): the .xlsx writer of the BFF in Node (sheet XML,
 * fflate's zip, zlib) and csv-stringify, each into a file, alternately, ROUNDS times; the best of each is kept, as
 * the figure least disturbed by the other work on the machine.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ORDER_EXPORT_COLUMNS } from '@bff/features/orders/orders.export';
import { EXPORT_PAGE_SIZE } from '@bff/lib/jobs/export-request';
import { exportHeader } from '@bff/lib/xlsx/export-cells';
import { writeXlsxPages } from '@bff/lib/xlsx/xlsx-export';
import type { XlsxPages } from '@bff/lib/xlsx/xlsx-writer';
import { writeCsv, type CellRows } from './csv-export';

export interface WriterFigures {
  rows: number;
  rounds: number;
  xlsxSeconds: number;
  csvSeconds: number;
  ratio: number;
  xlsxMb: number;
  csvMb: number;
}

const ROUNDS = 3;

async function* pagesOf(rows: CellRows): XlsxPages {
  for (let at = 0; at < rows.length; at += EXPORT_PAGE_SIZE) yield rows.slice(at, at + EXPORT_PAGE_SIZE);
}

async function timed(write: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await write();
  return (performance.now() - started) / 1000;
}

export async function measureWriters(rows: CellRows, dir: string): Promise<WriterFigures> {
  const header = ORDER_EXPORT_COLUMNS.map((column) => exportHeader(column.header, 'en'));
  const widths = ORDER_EXPORT_COLUMNS.map((column) => column.width);
  const xlsxPath = join(dir, 'writer.xlsx');
  const csvPath = join(dir, 'writer.csv');
  let xlsxSeconds = Number.POSITIVE_INFINITY;
  let csvSeconds = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round += 1) {
    xlsxSeconds = Math.min(xlsxSeconds, await timed(() => writeXlsxPages({ filePath: xlsxPath, sheetName: 'orders', header, widths, pages: pagesOf(rows) })));
    csvSeconds = Math.min(csvSeconds, await timed(() => writeCsv(csvPath, header, pagesOf(rows))));
  }
  const mb = async (path: string) => (await stat(path)).size / 1024 / 1024;
  return { rows: rows.length, rounds: ROUNDS, xlsxSeconds, csvSeconds, ratio: xlsxSeconds / csvSeconds, xlsxMb: await mb(xlsxPath), csvMb: await mb(csvPath) };
}

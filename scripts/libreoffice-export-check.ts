/**
 * A manual check, not part of `npm test` (CI has no LibreOffice): `npx tsx scripts/libreoffice-export-check.ts`
 * writes a small orders export (200 demo orders in English and Turkish, and a sheet of hostile texts) with the BFF's
 * .xlsx writer and the same cells with exceljs's Workbook (the writer exports had before), converts both with
 * `soffice --headless --convert-to csv` and compares the CSVs cell by cell: the same texts, dates and amounts as
 * LibreOffice shows them, formula-like text shown as text. Needs `soffice` on PATH (libreoffice-calc-nogui).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Language } from '@contract/api/session';
import { EXPORT_TIME_ZONE } from '@contract/exports/export.rules';
import { ORDER_EXPORT_COLUMNS } from '@bff/features/orders/orders.export';
import { writeXlsxPages } from '@bff/lib/xlsx/xlsx-export';
import { exportSheet, toXlsxCell, type SheetLayout, type XlsxCell } from '@bff/lib/xlsx/xlsx-writer';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { toOrderRow } from '@mocks/world/orders/order-list';
import { createWorld } from '@mocks/world/world';

const NOW = Date.parse('2026-11-20T09:00:00Z');

/** Formula-like, markup and otherwise awkward texts (control characters aside: exceljs dropped them). */
const HOSTILE_TEXTS = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(A1)', '\tx', '<b>&amp;</b> "quoted"', '  padded  ', 'İğüşöç ĞÜŞÖÇ 📦', 'a,b;c'];

interface Sheet {
  name: string;
  layout: SheetLayout;
  rows: XlsxCell[][];
}

async function orderSheet(language: Language): Promise<Sheet> {
  const world = createWorld({ now: NOW });
  const orders = orderBookOf(world, 1001)!
    .orders.slice(0, 200)
    .map((order) => toOrderRow(order, NOW));
  const { layout, pages } = exportSheet(
    'orders',
    ORDER_EXPORT_COLUMNS,
    (async function* () {
      yield orders;
    })(),
    { language, timeZone: EXPORT_TIME_ZONE },
  );
  const rows: XlsxCell[][] = [];
  for await (const page of pages) rows.push(...page.map((cells) => [...cells]));
  return { name: `orders-${language}`, layout, rows };
}

const hostileSheet: Sheet = {
  name: 'hostile',
  layout: { sheetName: 'Hostile', header: ['Text', 'Amount'], widths: [30, 12], freezeHeader: true },
  rows: HOSTILE_TEXTS.map((text, index) => [toXlsxCell(text), { number: index * 1000.5, format: '#,##0.00 "TRY"' }]),
};

async function writeWithExcelJs(path: string, { layout, rows }: Sheet): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(layout.sheetName);
  sheet.columns = layout.widths.map((width) => ({ width }));
  sheet.addRow([...layout.header]);
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((cell) => (cell !== null && typeof cell === 'object' ? cell.number : cell)));
    cells.forEach((cell, index) => {
      if (cell !== null && typeof cell === 'object') row.getCell(index + 1).numFmt = cell.format;
    });
  }
  await workbook.xlsx.writeFile(path);
}

async function* onePage(rows: XlsxCell[][]) {
  yield rows;
}

/** Comma-separated, UTF-8 (76), cells saved as shown (their number formats applied), formulas not exported. */
const CSV_FILTER = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false';

function toCsv(dir: string, xlsx: string): Promise<string> {
  execFileSync('soffice', [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--convert-to', CSV_FILTER, '--outdir', dir, xlsx], {
    stdio: 'pipe',
  });
  return readFile(xlsx.replace(/\.xlsx$/, '.csv'), 'utf8');
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'tezgah-lo-check-'));
  let differences = 0;
  try {
    for (const sheet of [await orderSheet('en'), await orderSheet('tr'), hostileSheet]) {
      const ours = join(dir, `${sheet.name}-writer.xlsx`);
      const reference = join(dir, `${sheet.name}-exceljs.xlsx`);
      await writeXlsxPages({ filePath: ours, ...sheet.layout, pages: onePage(sheet.rows) });
      await writeWithExcelJs(reference, sheet);
      const [oursCsv, referenceCsv] = [await toCsv(dir, ours), await toCsv(dir, reference)];
      const oursLines = oursCsv.split('\n');
      const referenceLines = referenceCsv.split('\n');
      const differing = oursLines.filter((line, index) => line !== referenceLines[index]).length + Math.abs(oursLines.length - referenceLines.length);
      differences += differing;
      process.stdout.write(`${sheet.name}: ${oursLines.length - 1} lines; ${differing} differ\n  first rows: ${oursLines.slice(0, 3).join(' | ')}\n`);
      if (differing) await writeFile(join(process.cwd(), `dist/lo-check-${sheet.name}.diff.txt`), `ours:\n${oursCsv}\nexceljs:\n${referenceCsv}`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  process.stdout.write(differences ? `\n${differences} lines differ (dist/lo-check-*.diff.txt)\n` : '\nLibreOffice shows the same cells in both files.\n');
  process.exitCode = differences ? 1 : 0;
}

void main();

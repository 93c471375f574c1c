/**
 * `npm run bench:import`: reading a 100,000-row stock/price import as .xlsx (the BFF's own streaming reader,
 * bff/src/lib/spreadsheet) beside the same rows as CSV (csv-parse), both validated by the contract's readStockPriceRow,
 * each in a child process of its own (with `npm run serve`'s heap flags) so its time and peak RSS are its own. Also
 * the split (parsing alone, validation alone) and, for information, a 20,000-row .xls read in its worker thread.
 * Then whole imports on the built BFF under the serve flags (import-bff.ts): one BENCH_IMPORT_BFF_ROWS-row (50,000)
 * .xlsx and .xls import each with the BFF's peak RSS, and a soak of BENCH_IMPORT_SOAK_RUNS (30) imports of a
 * BENCH_IMPORT_SOAK_ROWS-row (10,000) .xlsx with the RSS growth. BENCH_IMPORT_ONLY=bff runs only those.
 * Env: BENCH_IMPORT_ROWS (100000), BENCH_IMPORT_XLS_ROWS (20000). Figures: dist/bench/import.json.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import { matchHeaders, type CellValue, type HeaderMatch } from '@contract/imports/import-columns';
import { readStockPriceRow, STOCK_PRICE_COLUMNS, type StockPriceKey } from '@contract/imports/stock-price.rules';
import { readSheetRows } from '@bff/lib/spreadsheet/read-rows';
import { childEnv, envNumber, OUT_DIR, ROOT, SERVE_NODE_OPTIONS } from './bench-stack';
import { measureBffImports, WARM_UP_RUNS, type ImportRunFigures, type SoakFigures } from './import-bff';
import { firstJsonLine, memoryMb, startChild } from './child-processes';
import { machineLine, verdict, writeFigures } from './report';

const TARGETS = {
  maxXlsxToCsvRatio: 10,
  maxXlsxPeakRssMb: 350,
  maxBffXlsxImportPeakRssMb: 200,
  maxBffXlsImportPeakRssMb: 300,
  maxSoakGrowthPercent: 10,
} as const;
const MODES = ['csv', 'xlsx', 'csv-parse', 'xlsx-parse', 'validate', 'xls'] as const;
type Mode = (typeof MODES)[number];

interface RunFigures {
  mode: Mode;
  ms: number;
  /** Peak resident memory (VmHWM: resourceUsage().maxRSS would carry the parent's over fork + exec). */
  peakRssMb: number;
  /** RSS once the modules are loaded, before the measured work. */
  startRssMb: number;
  rows: number;
  valid: number;
}

const log = (text: string) => process.stdout.write(`${text}\n`);
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

/** Row `index` (from 1) of the bench file: prices with decimals, SKUs as text, about 3% of the rows invalid. */
function benchRow(index: number): CellValue[] {
  const sku = index % 211 === 0 ? '' : `SKU-${String(index).padStart(7, '0')}`;
  const price = Math.round((10 + (index % 4990) + (index % 100) / 100) * 100) / 100;
  const retail = index % 53 === 0 ? price - 1 : Math.round(price * 120) / 100;
  return [sku, index % 307 === 0 ? 'n/a' : price, retail, index % 97 === 0 ? -5 : index % 500];
}

const HEADER = STOCK_PRICE_COLUMNS.map((column) => column.header);

/** The writers load exceljs and SheetJS themselves, so the measured children never load them. */
async function writeXlsx(path: string, rows: number): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true, useStyles: true });
  const sheet = writer.addWorksheet('Stock');
  sheet.columns = [{ width: 16 }, { width: 12, style: { numFmt: '#,##0.00' } }, { width: 12, style: { numFmt: '#,##0.00' } }, { width: 8 }];
  sheet.addRow(HEADER).commit();
  for (let index = 1; index <= rows; index += 1) sheet.addRow(benchRow(index)).commit();
  sheet.commit();
  await writer.commit();
}

async function writeCsv(path: string, rows: number): Promise<void> {
  const output = createWriteStream(path);
  output.write(`${HEADER.join(',')}\n`);
  for (let index = 1; index <= rows; index += 1) {
    if (
      !output.write(
        `${benchRow(index)
          .map((cell) => String(cell ?? ''))
          .join(',')}\n`,
      )
    )
      await once(output, 'drain');
  }
  await new Promise<void>((resolve, reject) => output.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

/** Child side: SheetJS's BIFF writer needs about 70 KB per row while it works (1.4 GB for 20,000), so it runs apart. */
async function writeXls(path: string, rows: number): Promise<void> {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([HEADER, ...Array.from({ length: rows }, (_, at) => benchRow(at + 1))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Stock');
  await writeFile(path, XLSX.write(book, { bookType: 'biff8', type: 'buffer' }) as Buffer);
  log(JSON.stringify({ written: path }));
}

async function* csvRows(path: string): AsyncIterable<CellValue[]> {
  for await (const record of createReadStream(path).pipe(parse({ relax_column_count: true }))) yield record as string[];
}

async function* workbookRows(path: string, format: 'xlsx' | 'xls', maxRows: number): AsyncIterable<CellValue[]> {
  for await (const row of readSheetRows(path, format, { maxRows })) yield row.cells;
}

/** Counts rows and, unless parseOnly, reads each data row as the import does. */
async function consume(rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>, parseOnly: boolean): Promise<{ rows: number; valid: number }> {
  let match: HeaderMatch<StockPriceKey> | null = null;
  let count = 0;
  let valid = 0;
  for await (const cells of rows) {
    count += 1;
    if (parseOnly) continue;
    if (!match) {
      match = matchHeaders(cells, STOCK_PRICE_COLUMNS);
      if (match.missing.length) throw new Error(`headers missing: ${match.missing.join(', ')}`);
      continue;
    }
    if ('row' in readStockPriceRow(cells, match)) valid += 1;
  }
  return { rows: count, valid };
}

/** Child side: one measured run, printed as one JSON line. */
async function measure(mode: Mode, path: string): Promise<void> {
  const maxRows = 1_000_000;
  let rows: AsyncIterable<CellValue[]> | Iterable<CellValue[]>;
  if (mode === 'validate') {
    const loaded: CellValue[][] = [];
    for await (const cells of csvRows(path)) loaded.push(cells);
    rows = loaded;
  } else if (mode === 'csv' || mode === 'csv-parse') rows = csvRows(path);
  else rows = workbookRows(path, mode === 'xls' ? 'xls' : 'xlsx', maxRows);
  const startRssMb = rssMb();
  const started = performance.now();
  const counted = await consume(rows, mode.endsWith('-parse'));
  const figures: RunFigures = { mode, ms: performance.now() - started, peakRssMb: memoryMb(process.pid, 'VmHWM'), startRssMb, ...counted };
  log(JSON.stringify(figures));
}

/** This file again, in a child process with `npm run serve`'s heap flags. */
function inChild<T>(name: string, ...args: string[]): Promise<T> {
  const nodeArgs = [...SERVE_NODE_OPTIONS.split(' '), '--import', 'tsx', fileURLToPath(import.meta.url), ...args];
  return firstJsonLine<T>(startChild(name, nodeArgs, childEnv({}), ROOT), 600_000);
}

const mb = (bytes: number) => bytes / 1024 / 1024;
const fixed = (value: number, digits = 0) => value.toFixed(digits);
const runLine = (label: string, figures: RunFigures) =>
  `${label.padEnd(26)} ${fixed(figures.ms).padStart(6)} ms  peak RSS ${fixed(figures.peakRssMb).padStart(4)} MB` +
  `  (${fixed(figures.startRssMb)} MB before; ${figures.rows} rows read, ${figures.valid} valid)`;

/** Whole imports on the built BFF: a 50,000-row .xlsx and .xls, and the soak. */
async function bffImports(dir: string): Promise<{ imports: ImportRunFigures[]; soak: SoakFigures }> {
  const rows = envNumber('BENCH_IMPORT_BFF_ROWS', 50_000);
  const soakRows = envNumber('BENCH_IMPORT_SOAK_ROWS', 10_000);
  const files = { xlsx: join(dir, `import-${rows}.xlsx`), xls: join(dir, `import-${rows}.xls`), soak: join(dir, `soak-${soakRows}.xlsx`) };
  log(`writing ${rows} rows as .xlsx and .xls, ${soakRows} as .xlsx for the soak…`);
  await writeXlsx(files.xlsx, rows);
  await writeXlsx(files.soak, soakRows);
  // SheetJS's BIFF writer holds the whole sheet: a heap of its own, not the serve flags'.
  const writer = startChild(
    'write .xls',
    ['--max-old-space-size=6144', '--import', 'tsx', fileURLToPath(import.meta.url), 'write-xls', files.xls, String(rows)],
    childEnv({}),
    ROOT,
  );
  await firstJsonLine(writer, 900_000);
  const figures = await measureBffImports({ files: [files.xlsx, files.xls], soakFile: files.soak, soakRuns: envNumber('BENCH_IMPORT_SOAK_RUNS', 30), log });
  const [xlsx, xls] = figures.imports;
  log(
    `BFF import peak RSS: .xlsx ${fixed(xlsx!.peakRssMb)} MB (target ≤ ${TARGETS.maxBffXlsxImportPeakRssMb} MB: ${verdict(xlsx!.peakRssMb <= TARGETS.maxBffXlsxImportPeakRssMb)}),` +
      ` .xls ${fixed(xls!.peakRssMb)} MB (target ≤ ${TARGETS.maxBffXlsImportPeakRssMb} MB: ${verdict(xls!.peakRssMb <= TARGETS.maxBffXlsImportPeakRssMb)});` +
      ` soak of ${figures.soak.runs}: RSS ${fixed(figures.soak.rssAfterMb[0] ?? 0)} MB after the first, ${fixed(figures.soak.rssAfterMb[WARM_UP_RUNS - 1] ?? 0)} MB after ${WARM_UP_RUNS},` +
      ` ${fixed(figures.soak.rssAfterMb.at(-1) ?? 0)} MB after the last: growth after the warm-up ${fixed(figures.soak.growthPercent, 1)} % (target ≤ ${TARGETS.maxSoakGrowthPercent} %: ${verdict(figures.soak.growthPercent <= TARGETS.maxSoakGrowthPercent)})`,
  );
  return figures;
}

async function main(): Promise<void> {
  if (process.env.BENCH_IMPORT_ONLY === 'bff') {
    const dir = await mkdtemp(join(tmpdir(), 'tezgah-bench-import-'));
    try {
      const bff = await bffImports(dir);
      await writeFigures(join(OUT_DIR, 'import-bff.json'), { loadAverage: loadavg()[0]!, ...bff }, TARGETS);
      log('\nfigures: dist/bench/import-bff.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    return;
  }
  const rowCount = envNumber('BENCH_IMPORT_ROWS', 100_000);
  const xlsRowCount = envNumber('BENCH_IMPORT_XLS_ROWS', 20_000);
  const loadAtStart = loadavg()[0]!;
  const dir = await mkdtemp(join(tmpdir(), 'tezgah-bench-import-'));
  try {
    const files = { xlsx: join(dir, 'stock.xlsx'), csv: join(dir, 'stock.csv'), xls: join(dir, 'stock.xls') };
    log(`writing ${rowCount} rows as .xlsx and .csv, ${xlsRowCount} as .xls in ${dir}…`);
    await writeXlsx(files.xlsx, rowCount);
    await writeCsv(files.csv, rowCount);
    await inChild('write .xls', 'write-xls', files.xls, String(xlsRowCount));
    const runs = {} as Record<Mode, RunFigures>;
    for (const mode of MODES) {
      runs[mode] = await inChild<RunFigures>(`bench ${mode}`, 'measure', mode, mode === 'xls' ? files.xls : mode.startsWith('xlsx') ? files.xlsx : files.csv);
      log(runLine(mode, runs[mode]));
    }
    if (runs.csv.valid !== runs.xlsx.valid || runs.csv.rows !== runs.xlsx.rows) throw new Error('the CSV and .xlsx runs read different rows');
    // The measure: the .xlsx parsed AND validated, against csv-parse only reading the same rows as CSV.
    const ratio = runs.xlsx.ms / runs['csv-parse'].ms;
    const sameWorkRatio = runs.xlsx.ms / runs.csv.ms;
    const figures = {
      rows: rowCount,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg()[0]! },
      fileMb: { xlsx: mb(statSync(files.xlsx).size), csv: mb(statSync(files.csv).size), xls: mb(statSync(files.xls).size) },
      csv: runs.csv,
      xlsx: runs.xlsx,
      ratio,
      sameWorkRatio,
      split: { csvParse: runs['csv-parse'], xlsxParse: runs['xlsx-parse'], validateAlone: runs.validate },
      xls: runs.xls,
      bff: await bffImports(dir),
    };
    log('');
    log(machineLine(figures.loadAverage));
    log(
      `import bench: ${rowCount} stock/price rows (${runs.xlsx.valid} valid); .xlsx ${fixed(figures.fileMb.xlsx, 1)} MB, .csv ${fixed(figures.fileMb.csv, 1)} MB, .xls (${xlsRowCount} rows) ${fixed(figures.fileMb.xls, 1)} MB`,
    );
    log(runLine('csv  parse + validate', runs.csv));
    log(runLine('xlsx parse + validate', runs.xlsx));
    log(
      `ratio xlsx parse + validate / csv-parse reading ${fixed(ratio, 2)} (target ≤ ${TARGETS.maxXlsxToCsvRatio}: ${verdict(ratio <= TARGETS.maxXlsxToCsvRatio)});` +
        ` xlsx peak RSS ${fixed(runs.xlsx.peakRssMb)} MB (target ≤ ${TARGETS.maxXlsxPeakRssMb} MB: ${verdict(runs.xlsx.peakRssMb <= TARGETS.maxXlsxPeakRssMb)})`,
    );
    log(`same work both ways (csv parse + validate): ratio ${fixed(sameWorkRatio, 2)}`);
    log(
      `split: csv parse alone ${fixed(runs['csv-parse'].ms)} ms, xlsx parse alone ${fixed(runs['xlsx-parse'].ms)} ms, validation alone ${fixed(runs.validate.ms)} ms`,
    );
    log(runLine(`xls (${xlsRowCount} rows, worker)`, runs.xls));
    await writeFigures(join(OUT_DIR, 'import.json'), figures, TARGETS);
    log('\nfigures: dist/bench/import.json');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const child =
  process.argv[2] === 'measure'
    ? () => measure(process.argv[3] as Mode, process.argv[4]!)
    : process.argv[2] === 'write-xls'
      ? () => writeXls(process.argv[3]!, Number(process.argv[4]))
      : null;
if (child) {
  child().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  });
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`\nbench:import FAILED: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}

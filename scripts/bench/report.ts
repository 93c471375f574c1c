/** The benches' closing tables and their JSON twins (dist/bench/*.json). */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';
import { BENCH_SELLER } from './bench-seller';
import type { CsvFigures } from './csv-export';
import type { ExportFigures } from './measure-export';
import type { LoadOptions, ThroughputFigures } from './measure-throughput';
import type { WriterFigures } from './writer-figures';

/** maxCsvRatio: the .xlsx export's time ÷ csv-stringify writing the same rows (issue 18). */
export const TARGETS = { minRatio: 0.85, maxExportSeconds: 3, maxPeakRssMb: 200, maxCsvRatio: 2 } as const;

export interface OrdersBenchFigures {
  orderCount: number;
  /** 1-minute load average of the machine: well above its core count means the figures are noisy. */
  loadAverage: { atStart: number; atEnd: number };
  load: LoadOptions & { query: string };
  /** ratio: req/s BFF ÷ raw. cpuRatio: CPU per request of every process, raw ÷ BFF (steadier on a busy machine). */
  list: { bff: ThroughputFigures; raw: ThroughputFigures; ratio: number; cpuRatio: number };
  export: ExportFigures;
  /** The same rows fetched the same way and written by csv-stringify in the bench's process (csv-export.ts), before
   * and after the export (runs); seconds is their mean. */
  csv: CsvFigures & { runs: number[] };
  /** export.seconds ÷ csv.seconds. */
  csvRatio: number;
  /** The writers alone over the same rows, best of a few rounds (writer-figures.ts). */
  writers: WriterFigures;
}

export const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const fixed = (value: number, digits = 0) => value.toFixed(digits);

/** One measured target: req/s, p50, p99 and the CPU each process spent per request. */
export function throughputRow(label: string, t: ThroughputFigures): string {
  const cpu = Object.entries(t.cpuMsPerRequest)
    .map(([name, ms]) => `${name} ${fixed(ms, 2)}`)
    .join(', ');
  return (
    `${label}  ${fixed(t.requestsPerSecond).padStart(6)} req/s  p50 ${fixed(t.p50Ms, 1)} ms  p99 ${fixed(t.p99Ms, 1)} ms` +
    `  (${t.requests} requests; CPU ms per request: ${cpu})`
  );
}

/** The machine and how busy it was: well above its core count means the figures are noisy. */
export function machineLine(loadAverage: { atStart: number; atEnd: number }): string {
  const cores = availableParallelism();
  const busy = Math.max(loadAverage.atStart, loadAverage.atEnd) > cores;
  return `machine: ${cores} cores, load average ${fixed(loadAverage.atStart, 1)} at start, ${fixed(loadAverage.atEnd, 1)} at end${busy ? ' (BUSY: other work shares the CPU, figures are noisy)' : ''}`;
}

export function reportLines(figures: OrdersBenchFigures): string[] {
  const { list, export: exported } = figures;
  const filters = Object.keys(exported.filters).length ? JSON.stringify(exported.filters) : 'no filter';
  return [
    machineLine(figures.loadAverage),
    `orders bench: ${figures.orderCount} orders in company ${BENCH_SELLER.companyId}; list ${figures.load.query}, ${figures.load.connections} connections, ${figures.load.seconds} s after ${figures.load.warmupSeconds} s warm-up`,
    throughputRow('order list  BFF', list.bff),
    throughputRow('order list  raw', list.raw),
    `ratio ${fixed(list.ratio, 2)} (target ≥ ${TARGETS.minRatio}: ${verdict(list.ratio >= TARGETS.minRatio)})` +
      `  CPU-cost ratio ${fixed(list.cpuRatio, 2)} (raw ÷ BFF CPU ms per request, all processes)`,
    `export ${exported.rows} rows (${filters})  ${fixed(exported.seconds, 2)} s (target ≤ ${TARGETS.maxExportSeconds} s: ${verdict(exported.seconds <= TARGETS.maxExportSeconds)})` +
      `  peak RSS ${fixed(exported.peakRssMb)} MB (before ${fixed(exported.rssBeforeMb)} MB; target ≤ ${TARGETS.maxPeakRssMb} MB: ${verdict(exported.peakRssMb <= TARGETS.maxPeakRssMb)})` +
      `  file ${fixed(exported.fileMb, 1)} MB`,
    `csv-stringify, the same ${figures.csv.rows} rows fetched the same way  ${fixed(figures.csv.seconds, 2)} s (before and after the export: ${figures.csv.runs.map((seconds) => fixed(seconds, 2)).join(', ')} s)  file ${fixed(figures.csv.fileMb, 1)} MB` +
      `  →  export ÷ CSV ${fixed(figures.csvRatio, 2)} (target ≤ ${TARGETS.maxCsvRatio}: ${verdict(figures.csvRatio <= TARGETS.maxCsvRatio)})`,
    `writers alone over those rows (best of ${figures.writers.rounds}): .xlsx ${fixed(figures.writers.xlsxSeconds, 2)} s (${fixed(figures.writers.xlsxMb, 1)} MB)` +
      `, csv-stringify ${fixed(figures.writers.csvSeconds, 2)} s (${fixed(figures.writers.csvMb, 1)} MB), ratio ${fixed(figures.writers.ratio, 2)}`,
  ];
}

export const totalCpuMs = (t: ThroughputFigures) => Object.values(t.cpuMsPerRequest).reduce((sum, ms) => sum + ms, 0);

export async function writeFigures(path: string, figures: object, targets: object = TARGETS): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify({ ...figures, targets, at: new Date().toISOString() }, null, 2)}\n`);
}

/** bench:catalog's closing table (its JSON twin is dist/bench/catalog.json). */
import type { LoadOptions, ThroughputFigures } from './measure-throughput';
import { machineLine, TARGETS, throughputRow, verdict } from './report';

/** The same bar as the order list: the BFF keeps at least 85 % of the raw proxy's throughput. */
export const CATALOG_TARGETS = { minRatio: TARGETS.minRatio } as const;

export interface CatalogBenchFigures {
  variantCount: number;
  companyId: number;
  loadAverage: { atStart: number; atEnd: number };
  load: LoadOptions & { query: string };
  rowsPerPage: number;
  matching: number;
  /** ratio: req/s BFF ÷ raw proxy; directRatio: BFF ÷ the sandbox called directly; cpuRatio: raw ÷ BFF CPU per request. */
  list: { bff: ThroughputFigures; raw: ThroughputFigures; direct: ThroughputFigures; ratio: number; directRatio: number; cpuRatio: number };
}

export function catalogReportLines(figures: CatalogBenchFigures): string[] {
  const { list } = figures;
  return [
    machineLine(figures.loadAverage),
    `catalog bench: ${figures.variantCount} variants in company ${figures.companyId}; list ${figures.load.query} (${figures.rowsPerPage} rows of ${figures.matching} matching), ` +
      `${figures.load.connections} connections, ${figures.load.seconds} s after ${figures.load.warmupSeconds} s warm-up`,
    throughputRow('quick-edit list  BFF    ', list.bff),
    throughputRow('quick-edit list  raw    ', list.raw),
    throughputRow('quick-edit list  sandbox', list.direct),
    `ratio BFF ÷ raw proxy ${list.ratio.toFixed(2)} (target ≥ ${CATALOG_TARGETS.minRatio}: ${verdict(list.ratio >= CATALOG_TARGETS.minRatio)})` +
      `  BFF ÷ sandbox direct ${list.directRatio.toFixed(2)}  CPU-cost ratio ${list.cpuRatio.toFixed(2)} (raw ÷ BFF CPU ms per request, all processes)`,
  ];
}

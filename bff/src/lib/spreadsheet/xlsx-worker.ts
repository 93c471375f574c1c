/**
 * The worker thread that reads an .xlsx for the BFF in Node (xlsx-worker-rows.ts starts it): the same reader as in a
 * page (xlsx-rows.ts), so unpacking and XML parsing never hold the BFF's event loop. It keeps at most AHEAD batches
 * posted that the parent has not taken (the parent answers each with `more`), so memory stays one file and a few
 * batches however slowly the import consumes the rows.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkbookLimits } from './check-workbook';
import { keepingFacts, NO_SHEET_FACTS, type SheetRow } from './sheet-row';
import { isSpreadsheetError } from './workbook-format';
import type { ReaderMessage } from './worker-batches';
import { readXlsxRows } from './xlsx-rows';

const AHEAD = 4;

async function readAndPost(port: NonNullable<typeof parentPort>, input: { bytes: Uint8Array; limits: WorkbookLimits }): Promise<void> {
  const post = (message: ReaderMessage<SheetRow[]>) => port.postMessage(message);
  let credit = AHEAD;
  let wake: (() => void) | null = null;
  port.on('message', () => {
    credit += 1;
    wake?.();
  });
  try {
    const read = { facts: NO_SHEET_FACTS };
    for await (const batch of keepingFacts(readXlsxRows(input.bytes, input.limits), read)) {
      while (credit <= 0) await new Promise<void>((resolve) => (wake = resolve));
      credit -= 1;
      post({ kind: 'rows', batch });
    }
    post({ kind: 'done', facts: read.facts });
  } catch (error) {
    if (isSpreadsheetError(error)) post({ kind: 'failed', code: error.code, reason: error.reason });
    else post({ kind: 'failed', code: 'workbookUnreadable', reason: error instanceof Error ? error.message : String(error) });
  }
}

const LIMIT_NAMES = ['maxEntries', 'maxEntryRatio', 'maxFileBytes', 'maxUnzippedBytes'] as const;

/** The parent's workerData: the file's bytes and the limits they are read under. */
function readInput(data: unknown): { bytes: Uint8Array; limits: WorkbookLimits } {
  if (typeof data !== 'object' || data === null) throw new Error('the .xlsx worker was given no workerData');
  const bytes: unknown = Reflect.get(data, 'bytes');
  if (!(bytes instanceof Uint8Array)) throw new Error('the .xlsx worker was given no bytes');
  const given: unknown = Reflect.get(data, 'limits');
  const limits: WorkbookLimits = {};
  for (const name of LIMIT_NAMES) {
    const value: unknown = typeof given === 'object' && given !== null ? Reflect.get(given, name) : undefined;
    if (typeof value === 'number') limits[name] = value;
  }
  return { bytes, limits };
}

if (parentPort) void readAndPost(parentPort, readInput(workerData));

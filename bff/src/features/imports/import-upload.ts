/**
 * Receives an import's workbook: the name must say xlsx or xls, the body (streamed into the uploads store, never
 * held whole by the route; the body limit has already answered 413 to a declared size over the limit) must be at
 * most the limit, start like a workbook, and pass the quick safety check (zip sizes and ratios, no DTD) before a
 * transaction is made for it.
 */
import { importExtensionOf } from '@contract/imports/import.types';
import { sniffWorkbook, type WorkbookFormat } from '@contract/imports/workbook-file';
import { ApiFailure } from '../../lib/api-failure';
import { randomId } from '../../lib/crypto';
import { chunksOf, type FileStore } from '../../lib/files/file-store';
import { removeExpiredUploads } from '../../lib/jobs/import-files';
import { checkWorkbookBytes, readStoredWorkbook } from '../../lib/spreadsheet/check-workbook';
import { SpreadsheetError } from '../../lib/spreadsheet/workbook-format';

export interface ReceivedWorkbook {
  /** The file as received (`<random>.part`), to be moved under the transaction's key. */
  tempKey: string;
  format: WorkbookFormat;
  fileName: string;
}

/** The file name the browser sent, without any folder, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((char) => char >= ' ' && char !== '"')
    .join('')
    .trim()
    .slice(-120);
}

async function* upTo(maxBytes: number, chunks: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  let seen = 0;
  for await (const chunk of chunks) {
    seen += chunk.length;
    if (seen > maxBytes) throw new ApiFailure('fileTooLarge');
    yield chunk;
  }
}

export async function receiveWorkbook(
  body: ReadableStream<Uint8Array> | null,
  rawName: string | undefined,
  options: { files: FileStore; maxBytes: number; maxUnzippedBytes?: number },
): Promise<ReceivedWorkbook> {
  const { files } = options;
  const fileName = cleanFileName(rawName);
  if (!importExtensionOf(fileName)) throw new ApiFailure('unsupportedFile');
  if (!body) throw new ApiFailure('notAWorkbook');
  await removeExpiredUploads(files);
  const tempKey = `${randomId(16)}.part`;
  try {
    await files.write(tempKey, upTo(options.maxBytes, chunksOf(body)));
    const bytes = await readStoredWorkbook(files, tempKey);
    const format = sniffWorkbook(bytes.subarray(0, 8));
    if (!format) throw new ApiFailure('notAWorkbook');
    checkWorkbookBytes(bytes, format, { maxUnzippedBytes: options.maxUnzippedBytes ?? 256 * 1024 * 1024 });
    return { tempKey, format, fileName };
  } catch (error) {
    await files.remove(tempKey);
    if (error instanceof SpreadsheetError) throw new ApiFailure(error.code);
    throw error;
  }
}

/** Moves the received file to the key its transaction knows it by. */
export async function keepWorkbook(files: FileStore, received: ReceivedWorkbook, key: string): Promise<void> {
  await files.rename(received.tempKey, key);
}

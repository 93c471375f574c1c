/**
 * Receives an import's workbook: the name must say xlsx or xls, the body (streamed to a file, never held in memory;
 * the body limit has already answered 413 to a declared size over the limit) must be at most the limit, start like a
 * workbook, and pass the quick safety check (zip sizes and ratios, no DTD) before a transaction is made for it.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { importExtensionOf } from '@contract/imports/import.types';
import { sniffWorkbook, type WorkbookFormat } from '@contract/imports/workbook-file';
import { ApiFailure } from '../../lib/api-failure';
import { randomId } from '../../lib/crypto';
import { checkWorkbook } from '../../lib/spreadsheet/check-workbook';
import { removeExpiredUploads } from '../../lib/jobs/import-files';
import { SpreadsheetError } from '../../lib/spreadsheet/workbook-format';

export interface ReceivedWorkbook {
  /** The file as received (`.part`), to be moved under the transaction's name. */
  tempPath: string;
  format: WorkbookFormat;
  fileName: string;
}

/** The file name the browser sent, without any folder, at most 120 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  return [...base].filter((char) => char >= ' ' && char !== '"').join('').trim().slice(-120);
}

function byteLimit(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      callback(seen > maxBytes ? new ApiFailure('fileTooLarge') : null, chunk);
    },
  });
}

async function headOf(path: string): Promise<Uint8Array> {
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(8);
    await handle.read(head, 0, 8, 0);
    return head;
  } finally {
    await handle.close();
  }
}

export async function receiveWorkbook(body: ReadableStream<Uint8Array> | null, rawName: string | undefined, options: { uploadDir: string; maxBytes: number; maxUnzippedBytes?: number }): Promise<ReceivedWorkbook> {
  const fileName = cleanFileName(rawName);
  if (!importExtensionOf(fileName)) throw new ApiFailure('unsupportedFile');
  if (!body) throw new ApiFailure('notAWorkbook');
  await mkdir(options.uploadDir, { recursive: true });
  await removeExpiredUploads(options.uploadDir);
  const tempPath = join(options.uploadDir, `${randomId(16)}.part`);
  try {
    await pipeline(Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>), byteLimit(options.maxBytes), createWriteStream(tempPath));
    const format = sniffWorkbook(await headOf(tempPath));
    if (!format) throw new ApiFailure('notAWorkbook');
    await checkWorkbook(tempPath, format, { maxUnzippedBytes: options.maxUnzippedBytes ?? 256 * 1024 * 1024 });
    return { tempPath, format, fileName };
  } catch (error) {
    await rm(tempPath, { force: true });
    if (error instanceof SpreadsheetError) throw new ApiFailure(error.code);
    throw error;
  }
}

/** Moves the received file to the name its transaction knows it by. */
export async function keepWorkbook(received: ReceivedWorkbook, finalPath: string): Promise<void> {
  await rename(received.tempPath, finalPath);
}

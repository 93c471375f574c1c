/**
 * Unpacking one zip entry as a stream of chunks, counting every byte: an entry may never unpack to more than it
 * declares, and all entries together never to more than the budget, so a zip bomb whose directory lies is refused
 * after at most its declared size and memory stays bounded by one chunk.
 */
import { Readable, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { packedBytesOf, type ZipEntry } from './zip-directory';
import { SpreadsheetError } from './workbook-format';

const FEED_BYTES = 16 * 1024;
const CHUNK_BYTES = 64 * 1024;
const STORED = 0;
const DEFLATED = 8;

/** What every part read from one workbook may unpack to, together. */
export class UnpackBudget {
  private spentBytes = 0;

  constructor(readonly maxBytes: number) {}

  get remaining(): number {
    return this.maxBytes - this.spentBytes;
  }

  spend(bytes: number, partName: string): void {
    this.spentBytes += bytes;
    if (this.spentBytes > this.maxBytes) {
      throw new SpreadsheetError('workbookUnsafe', `the workbook unpacks to more than ${this.maxBytes} bytes (at ${partName})`);
    }
  }
}

function* slicesOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

async function* inflate(packed: Buffer): AsyncGenerator<Buffer> {
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
  const source = Readable.from(slicesOf(packed, FEED_BYTES), { objectMode: false, highWaterMark: FEED_BYTES });
  pipeline(source, inflater, () => {});
  try {
    for await (const chunk of inflater) yield chunk as Buffer;
  } finally {
    inflater.destroy();
  }
}

/** The entry's bytes, unpacked chunk by chunk. */
export async function* unpackEntry(zip: Buffer, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Buffer> {
  if (entry.encrypted) throw new SpreadsheetError('workbookUnreadable', `${entry.name} is encrypted`);
  if (entry.method !== STORED && entry.method !== DEFLATED) {
    throw new SpreadsheetError('workbookUnreadable', `${entry.name} is packed with method ${entry.method}`);
  }
  if (entry.uncompressedSize > budget.remaining) {
    throw new SpreadsheetError('workbookUnsafe', `${entry.name} declares ${entry.uncompressedSize} bytes, over the budget left`);
  }
  const packed = packedBytesOf(zip, entry);
  const chunks = entry.method === STORED ? slicesOf(packed, CHUNK_BYTES) : inflate(packed);
  let unpacked = 0;
  try {
    for await (const chunk of chunks) {
      unpacked += chunk.length;
      if (unpacked > entry.uncompressedSize) {
        throw new SpreadsheetError('workbookUnsafe', `${entry.name} unpacks to more than the ${entry.uncompressedSize} bytes it declares`);
      }
      budget.spend(chunk.length, entry.name);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('workbookUnreadable', `${entry.name} cannot be unpacked`, { cause: error });
  }
  if (unpacked !== entry.uncompressedSize) {
    throw new SpreadsheetError('workbookUnreadable', `${entry.name} unpacked to ${unpacked} bytes, not the ${entry.uncompressedSize} it declares`);
  }
}

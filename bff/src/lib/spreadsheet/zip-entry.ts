/**
 * Unpacking one zip entry as a stream of chunks, counting every byte: an entry may never unpack to more than it
 * declares, and all entries together never to more than the budget, so a zip bomb whose directory lies is refused
 * after at most its declared size and memory stays bounded by one chunk. Deflated entries go through
 * DecompressionStream('deflate-raw'), the same in Node and in a page.
 */
import { chunksOf } from '../files/file-store';
import { packedBytesOf, type ZipEntry } from './zip-directory';
import { SpreadsheetError } from './workbook-format';

/** Packed bytes handed to the inflater at a time, and unpacked bytes a stored entry is read in. */
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

function* slicesOf(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The packed bytes are fed a slice at a time as the inflater asks for them, and its output read as it comes. */
async function* inflate(packed: Uint8Array): AsyncGenerator<Uint8Array> {
  const slices = slicesOf(packed, CHUNK_BYTES);
  const source = new ReadableStream<BufferSource>(
    {
      pull(controller) {
        const next = slices.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value as Uint8Array<ArrayBuffer>);
      },
    },
    { highWaterMark: 0 },
  );
  yield* chunksOf(source.pipeThrough(new DecompressionStream('deflate-raw')));
}

/** The entry's bytes, unpacked chunk by chunk. */
export async function* unpackEntry(zip: Uint8Array, entry: ZipEntry, budget: UnpackBudget): AsyncGenerator<Uint8Array> {
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

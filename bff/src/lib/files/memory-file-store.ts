/** A FileStore in memory, for the BFF in a page (mocks/browser-bff): bytes by key, with the time each was written. */
import { systemClock, type Clock } from '../clock';
import { assertFileKey, joinChunks, type FileStore, type StoredFile } from './file-store';

interface MemoryFile {
  bytes: Uint8Array;
  writtenAt: number;
}

/** Chunks a stored file is handed out in, so a download streams like a file read does. */
const CHUNK_BYTES = 64 * 1024;

export class MemoryFileStore implements FileStore {
  readonly #files = new Map<string, MemoryFile>();

  constructor(private readonly clock: Clock = systemClock) {}

  async write(key: string, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<number> {
    assertFileKey(key);
    // Joined before it is kept: a source that fails leaves nothing under key.
    const bytes = content instanceof Uint8Array ? content.slice() : await joinChunks(content);
    this.#files.set(key, { bytes, writtenAt: this.clock() });
    return bytes.length;
  }

  async read(key: string): Promise<Uint8Array | null> {
    return this.#files.get(assertFileKey(key))?.bytes.slice() ?? null;
  }

  async open(key: string): Promise<StoredFile | null> {
    const file = this.#files.get(assertFileKey(key));
    if (!file) return null;
    const { bytes } = file;
    let at = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (at >= bytes.length) {
          controller.close();
          return;
        }
        controller.enqueue(bytes.slice(at, at + CHUNK_BYTES));
        at += CHUNK_BYTES;
      },
    });
    return { size: bytes.length, stream };
  }

  async size(key: string): Promise<number | null> {
    return this.#files.get(assertFileKey(key))?.bytes.length ?? null;
  }

  async rename(from: string, to: string): Promise<void> {
    const file = this.#files.get(assertFileKey(from));
    if (!file) throw new Error(`no file under ${from}`);
    this.#files.delete(from);
    this.#files.set(assertFileKey(to), file);
  }

  async remove(key: string): Promise<void> {
    this.#files.delete(assertFileKey(key));
  }

  async olderThan(ageMs: number, now: number): Promise<string[]> {
    return [...this.#files].filter(([, file]) => now - file.writtenAt > ageMs).map(([key]) => key);
  }
}

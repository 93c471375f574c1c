/**
 * Where the BFF keeps files (export files, uploaded workbooks and their error files): bytes under a key, which is one
 * file name, never a path. Node keeps them in a folder (disk-file-store.ts), the BFF in a page in memory
 * (memory-file-store.ts); createApp is given one of each kind through its deps (app-files.ts).
 */

export interface StoredFile {
  size: number;
  stream: ReadableStream<Uint8Array>;
}

export interface FileStore {
  /**
   * Writes the bytes, or the chunks as they come, under key (replacing what was there) and resolves with the byte
   * count. When the chunks fail, the error is passed on and nothing is left under key.
   */
  write(key: string, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<number>;
  /** The whole file, or null when there is none. */
  read(key: string): Promise<Uint8Array | null>;
  /** The file as a stream, with its size, or null when there is none. */
  open(key: string): Promise<StoredFile | null>;
  size(key: string): Promise<number | null>;
  /** Moves a file to another key (a received upload into place), keeping the time it was written. */
  rename(from: string, to: string): Promise<void>;
  /** Removes the file; nothing happens when there is none. */
  remove(key: string): Promise<void>;
  /** The keys of the files written more than ageMs before now. */
  olderThan(ageMs: number, now: number): Promise<string[]>;
}

const FILE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/** A key is a plain file name (ids are url-safe base64): letters, digits, `_`, `-` and dots, never `..`. */
export const isFileKey = (key: string): boolean => FILE_KEY.test(key) && !key.includes('..');

export function assertFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}

/** The chunks of a web stream (browsers' ReadableStream is not async-iterable everywhere yet). */
export async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        finished = true;
        return;
      }
      yield value;
    }
  } finally {
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** The chunks joined into one array. */
export async function joinChunks(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    parts.push(chunk);
    size += chunk.length;
  }
  const joined = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** How long files whose key matches are kept. */
export interface KeepRule {
  matches: (key: string) => boolean;
  keepMs: number;
}

/** Removes the files older than their rule keeps them (files no rule matches stay); returns how many it removed. */
export async function removeExpiredFiles(files: FileStore, rules: readonly KeepRule[], now = Date.now()): Promise<number> {
  let removed = 0;
  for (const rule of rules) {
    for (const key of await files.olderThan(rule.keepMs, now)) {
      if (!rule.matches(key) || rules.find((first) => first.matches(key)) !== rule) continue;
      await files.remove(key);
      removed += 1;
    }
  }
  return removed;
}

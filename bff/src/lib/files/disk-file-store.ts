/** A FileStore in one folder (Node): each key is a file of that name; the folder is made by the first write. */
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, isFileKey, type FileStore, type StoredFile } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

function unlessMissing<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (isMissing(error)) return fallback;
    throw error;
  };
}

export class DiskFileStore implements FileStore {
  constructor(readonly dir: string) {}

  /** The file a key is kept in. */
  pathOf(key: string): string {
    return join(this.dir, assertFileKey(key));
  }

  async write(key: string, content: Uint8Array | AsyncIterable<Uint8Array>): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(this.dir, { recursive: true });
    let bytes = 0;
    async function* counted(): AsyncIterable<Uint8Array> {
      for await (const chunk of content instanceof Uint8Array ? [content] : content) {
        bytes += chunk.length;
        yield chunk;
      }
    }
    try {
      await pipeline(counted(), createWriteStream(path));
      return bytes;
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  read(key: string): Promise<Uint8Array | null> {
    return readFile(this.pathOf(key)).catch(unlessMissing(null));
  }

  async open(key: string): Promise<StoredFile | null> {
    const handle = await open(this.pathOf(key), 'r').catch(unlessMissing(null));
    if (!handle) return null;
    try {
      const { size } = await handle.stat();
      return { size, stream: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    return (await stat(this.pathOf(key)).catch(unlessMissing(null)))?.size ?? null;
  }

  async rename(from: string, to: string): Promise<void> {
    await rename(this.pathOf(from), this.pathOf(to));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async olderThan(ageMs: number, now: number): Promise<string[]> {
    const names = await readdir(this.dir).catch(unlessMissing([] as string[]));
    const old: string[] = [];
    for (const name of names.filter(isFileKey)) {
      const info = await stat(join(this.dir, name)).catch(unlessMissing(null));
      if (info?.isFile() && now - info.mtimeMs > ageMs) old.push(name);
    }
    return old;
  }
}

/** A file at a path, as a key in a store over its folder (for callers that name files by path: tests, benches). */
export function diskFileAt(path: string): { files: DiskFileStore; key: string } {
  return { files: new DiskFileStore(dirname(path)), key: basename(path) };
}

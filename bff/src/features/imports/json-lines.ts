/** Values kept in a FileStore as JSON lines (one value per line), written and read a chunk at a time. */
import { chunksOf, type FileStore } from '../../lib/files/file-store';

/** Writes the values under key as they come; resolves with how many there were. */
export async function writeJsonLines(files: FileStore, key: string, values: AsyncIterable<unknown> | Iterable<unknown>): Promise<number> {
  let count = 0;
  const encoder = new TextEncoder();
  async function* chunks(): AsyncIterable<Uint8Array> {
    let lines: string[] = [];
    for await (const value of values) {
      lines.push(`${JSON.stringify(value)}\n`);
      count += 1;
      if (lines.length === 500) {
        yield encoder.encode(lines.join(''));
        lines = [];
      }
    }
    if (lines.length) yield encoder.encode(lines.join(''));
  }
  await files.write(key, chunks());
  return count;
}

/** The values under key, one at a time (none when there is no such file). */
export async function* readJsonLines<T>(files: FileStore, key: string): AsyncIterable<T> {
  const file = await files.open(key);
  if (!file) return;
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of chunksOf(file.stream)) {
    const lines = (rest + decoder.decode(chunk, { stream: true })).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line) yield JSON.parse(line) as T;
  }
  rest += decoder.decode();
  if (rest) yield JSON.parse(rest) as T;
}

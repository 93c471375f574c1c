/** The disk, memory and S3 stores answer alike: the same checks run over each (S3 on a real S3 API, s3rver). */
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { manualClock } from '../clock';
import { DiskFileStore } from './disk-file-store';
import { joinChunks, removeExpiredFiles, chunksOf, type FileStore } from './file-store';
import { MemoryFileStore } from './memory-file-store';
import { S3FileStore } from './s3-file-store';
import { startTestS3, type TestS3 } from '../../test/s3-server';

/** Now, as the disk's clock is the system's: files written later are never older than this. */
const NOW = Date.now();
const ALL = Number.MAX_SAFE_INTEGER;
const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null);

interface Made {
  files: FileStore;
  /** Makes the file under key as old as ageMs at NOW. */
  age(key: string, ageMs: number): Promise<void>;
  /** S3 has no rename: its move is a copy, whose age counts from the move. */
  renameKeepsAge: boolean;
}

let s3: TestS3 | undefined;
let s3Stores = 0;

const folders: string[] = [];
const kinds: [string, () => Promise<Made>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'tezgah-file-store-'));
      folders.push(root);
      const dir = join(root, 'made-on-first-write');
      return {
        files: new DiskFileStore(dir),
        age: (key, ageMs) => utimes(join(dir, key), new Date(NOW - ageMs), new Date(NOW - ageMs)),
        renameKeepsAge: true,
      };
    },
  ],
  [
    'memory',
    async () => {
      const clock = manualClock(NOW);
      const files = new MemoryFileStore(clock);
      return {
        files,
        // Written again at an earlier time: the memory store keeps its clock's time of the write.
        age: async (key, ageMs) => {
          const bytes = await files.read(key);
          clock.set(NOW - ageMs);
          await files.write(key, bytes!);
          clock.set(NOW);
        },
        renameKeepsAge: true,
      };
    },
  ],
  [
    's3',
    async () => {
      s3 ??= await startTestS3();
      const server = s3;
      const prefix = `store-${(s3Stores += 1)}/`;
      return {
        files: new S3FileStore({ client: server.client, bucket: server.bucket, prefix }),
        age: (key, ageMs) => server.setLastModified(`${prefix}${key}`, new Date(NOW - ageMs)),
        renameKeepsAge: false,
      };
    },
  ],
];

afterAll(async () => {
  await s3?.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function* chunks(...parts: string[]): AsyncIterable<Uint8Array> {
  for (const part of parts) yield new TextEncoder().encode(part);
}

describe.each(kinds)('%s FileStore', (_kind, make) => {
  let made: Made;
  beforeEach(async () => {
    made = await make();
  });

  it('writes bytes or chunks, reads them whole or as a stream, and tells their size', async () => {
    const { files } = made;
    expect(await files.write('a.xlsx', new TextEncoder().encode('alpha'))).toBe(5);
    expect(await files.write('b.part', chunks('be', '', 'ta'))).toBe(4);
    expect(text(await files.read('a.xlsx'))).toBe('alpha');
    expect(await files.size('b.part')).toBe(4);
    const opened = await files.open('b.part');
    expect(opened?.size).toBe(4);
    expect(text(await joinChunks(chunksOf(opened!.stream)))).toBe('beta');
    await files.write('a.xlsx', new TextEncoder().encode('replaced'));
    expect(text(await files.read('a.xlsx'))).toBe('replaced');
  });

  it('answers null for a missing file and removes quietly', async () => {
    const { files } = made;
    expect(await files.read('none.xlsx')).toBeNull();
    expect(await files.open('none.xlsx')).toBeNull();
    expect(await files.size('none.xlsx')).toBeNull();
    await files.remove('none.xlsx');
    expect(await files.olderThan(0, ALL)).toEqual([]);
  });

  it('leaves nothing under the key when the chunks fail, and passes the error on', async () => {
    const { files } = made;
    async function* failing(): AsyncIterable<Uint8Array> {
      yield new TextEncoder().encode('half');
      throw new Error('the upload broke off');
    }
    await expect(files.write('c.part', failing())).rejects.toThrow('the upload broke off');
    expect(await files.read('c.part')).toBeNull();
  });

  it('renames a file into place, keeping its age where the store can, and lists the files older than an age', async () => {
    const { files, age, renameKeepsAge } = made;
    await files.write('upload.part', new TextEncoder().encode('x'));
    await files.write('fresh.xlsx', new TextEncoder().encode('y'));
    await age('upload.part', 10_000);
    await files.rename('upload.part', 'kept.xlsx');
    expect(await files.read('upload.part')).toBeNull();
    expect(text(await files.read('kept.xlsx'))).toBe('x');
    if (!renameKeepsAge) {
      expect(await files.olderThan(5_000, NOW)).toEqual([]);
      await age('kept.xlsx', 10_000);
    }
    expect(await files.olderThan(5_000, NOW)).toEqual(['kept.xlsx']);
  });

  it('removes expired files by the first rule their key matches', async () => {
    const { files, age } = made;
    for (const [key, ageMs] of [
      ['old.part', 7_000],
      ['new.part', 1_000],
      ['old.xlsx', 7_000],
      ['older.xlsx', 30_000],
      ['notes.txt', 90_000],
    ] as const) {
      await files.write(key, new TextEncoder().encode(key));
      await age(key, ageMs);
    }
    const rules = [
      { matches: (key: string) => key.endsWith('.part'), keepMs: 5_000 },
      { matches: (key: string) => key.endsWith('.xlsx'), keepMs: 20_000 },
    ];
    expect(await removeExpiredFiles(files, rules, NOW)).toBe(2);
    expect((await files.olderThan(0, ALL)).sort()).toEqual(['new.part', 'notes.txt', 'old.xlsx']);
  });

  it('refuses keys that are not one plain file name', async () => {
    const { files } = made;
    for (const key of ['../escape.xlsx', 'a/b.xlsx', '', '.hidden', 'a b.xlsx']) {
      await expect(files.write(key, new Uint8Array(1)), key).rejects.toThrow('not a file key');
    }
  });
});

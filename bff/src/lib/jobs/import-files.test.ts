import { existsSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRANSACTION_KEEP_MS } from '@contract/transactions/transaction.types';
import { removeExpiredUploads } from './import-files';

describe('removeExpiredUploads', () => {
  it('removes workbooks and error files past 30 days and partial uploads past an hour, nothing else', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'tezgah-upload-sweep-'));
    try {
      const now = Date.now();
      const ages: Record<string, number> = {
        'old.xlsx': TRANSACTION_KEEP_MS + 60_000,
        'old-errors.xlsx': TRANSACTION_KEEP_MS + 60_000,
        'old-refused.jsonl': TRANSACTION_KEEP_MS + 60_000,
        'fresh-refused.jsonl': 60_000,
        'fresh.xls': 60_000,
        'stale.part': 2 * 3_600_000,
        'sending.part': 60_000,
        'notes.txt': TRANSACTION_KEEP_MS + 60_000,
      };
      for (const [name, age] of Object.entries(ages)) {
        await writeFile(join(dir, name), 'x');
        await utimes(join(dir, name), new Date(now - age), new Date(now - age));
      }
      expect(await removeExpiredUploads(dir, now)).toBe(4);
      expect(
        Object.keys(ages)
          .filter((name) => existsSync(join(dir, name)))
          .sort(),
      ).toEqual(['fresh-refused.jsonl', 'fresh.xls', 'notes.txt', 'sending.part']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

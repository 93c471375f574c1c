/**
 * One harness for a whole test file: built before its first test, reset before each (as `reset` says), and a fresh
 * TestBrowser made for each test. `use` receives both every time, for the file's own variables.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { TestBrowser } from './browser';
import { createHarness, type Harness, type HarnessOptions, type ResetOptions } from './harness';

export function harnessPerFile(use: (h: Harness, browser: TestBrowser) => void | Promise<void>, options: HarnessOptions = {}, reset: ResetOptions = {}): void {
  let harness: Promise<Harness> | undefined;
  beforeAll(async () => {
    harness = createHarness(options);
    await harness;
  });
  beforeEach(async () => {
    if (!harness) throw new Error('harnessPerFile: the harness is built in beforeAll');
    const h = await harness;
    await h.reset(reset);
    await use(h, new TestBrowser(h.app));
  });
}

/** A temporary folder for the whole test file (uploads, exports), removed after its last test. */
export function tempDirPerFile(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

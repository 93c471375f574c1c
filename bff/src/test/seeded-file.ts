/**
 * Test helper for route tests on the seeded world: one harness per file (reset to the seeded world before each test),
 * a fresh browser per test, the signed-in user's badge counts, and multipart forms with files as the SPA sends them.
 */
import { API } from '@contract/api/paths';
import type { Counts, MeResponse } from '@contract/api/session';
import type { CountBadge } from '@contract/routes';
import type { TestBrowser } from './browser';
import type { Harness } from './harness';
import { harnessPerFile } from './harness-per-file';

/** The first bytes of a PNG: enough for the upload checks that read the file's signature. */
export const PNG_BYTES = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3]);

export interface SeededFile {
  h: Harness;
  browser: TestBrowser;
  /** The signed-in user's count for one menu badge, as GET /me answers it. */
  badge(count: CountBadge): Promise<Counts[CountBadge] | undefined>;
}

export function seededHarnessPerFile(): SeededFile {
  const file = {
    badge: async (count: CountBadge) => ((await (await file.browser.get(API.me)).json()) as MeResponse).user.counts?.[count],
  } as SeededFile;
  harnessPerFile(
    (harness, browser) => {
      file.h = harness;
      file.browser = browser;
    },
    {},
    { world: 'seeded' },
  );
  return file;
}

/** A multipart form of text fields and files, every file under `fileField`. */
export function formWithFiles(fileField: string, fields: Record<string, string>, files: readonly [string, Uint8Array][] = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, bytes] of files) form.append(fileField, new File([bytes as Uint8Array<ArrayBuffer>], name));
  return form;
}

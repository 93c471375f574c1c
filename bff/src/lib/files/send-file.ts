/** A stored file sent as a download: the first of the candidate keys that is there, with its type and name. */
import type { Context } from 'hono';
import { ApiFailure } from '../api-failure';
import type { AppEnv } from '../app-env';
import type { FileStore } from './file-store';

export const WORKBOOK_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;

/** A store, a key in it, and the content type of what is kept there. */
export type FileCandidate = readonly [FileStore, string, string];

async function openFirst(candidates: readonly FileCandidate[]) {
  for (const [files, key, type] of candidates) {
    const file = await files.open(key);
    if (file) return { file, type };
  }
  throw new ApiFailure('notFound');
}

export async function sendFile(c: Context<AppEnv>, candidates: readonly FileCandidate[], name: string) {
  const { file, type } = await openFirst(candidates);
  return c.body(file.stream, 200, {
    'content-type': type,
    'content-length': String(file.size),
    'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  });
}

/** What an import sent its service: every bulk call (a body with rows) carries its batch id, in order (import-job.ts). */
import { importBatchId } from '@contract/downstream/catalog-imports';
import type { Harness } from './harness';

/** The batch ids of the bulk calls made since the `since`-th downstream request ('none' for a call without one). */
async function batchIdsSent(h: Pick<Harness, 'downstreamRequests'>, since = 0): Promise<string[]> {
  const ids: string[] = [];
  for (const { request } of h.downstreamRequests.slice(since)) {
    if (request.method === 'GET') continue;
    const body: unknown = await request
      .clone()
      .json()
      .catch(() => null);
    if (typeof body !== 'object' || body === null || !('rows' in body) || !Array.isArray(body.rows)) continue;
    ids.push('batchId' in body && typeof body.batchId === 'string' ? body.batchId : 'none');
  }
  return ids;
}

/** The import's bulk calls since `since`, each with `<transaction>:<batch index>`: a batch sent twice is applied once. */
export async function expectBatchIds(h: Pick<Harness, 'downstreamRequests'>, transactionId: string, since = 0): Promise<void> {
  const ids = await batchIdsSent(h, since);
  expect(ids.length, 'bulk calls made by the import').toBeGreaterThan(0);
  expect(ids).toEqual(ids.map((_, index) => importBatchId(transactionId, index)));
}

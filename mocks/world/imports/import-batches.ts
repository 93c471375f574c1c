/**
 * The marketplace service's memory of the import batches it applied, by company, route and the batch id the BFF sends
 * (ImportRowsBody.batchId: the transaction and the batch's index). A batch sent again, as a job taken over after its
 * process died resends the batch it had in flight, is answered what it was answered the first time and changes
 * nothing; the same id with other rows is refused. A call without an id applies every time. Refusals (a suspended
 * company) are not remembered, so the batch applies once the company may import again. The memory lives beside the
 * world (not in its books) and keeps the last MAX_KEPT batches.
 */
import type { ImportApplyAnswer } from '@contract/downstream/catalog-imports';
import type { Refusal } from '../refusal';
import type { World } from '../world';

interface AppliedBatch {
  /** A digest of the rows as the schema cast them. */
  rows: string;
  answer: ImportApplyAnswer;
}

export const MAX_KEPT_BATCHES = 10_000;
const memories = new WeakMap<World, Map<string, AppliedBatch>>();

/** What a batch sent again with other rows than its id's first batch gets. */
export const BATCH_ID_REUSED = 'batchIdReused';

export type OnceOutcome = ImportApplyAnswer | Refusal | undefined | typeof BATCH_ID_REUSED;

/** `apply` once per company, route and batch id; a batch seen before answers its first answer, or BATCH_ID_REUSED. */
export function applyBatchOnce(
  world: World,
  batch: { companyId: number; route: string; batchId: string | undefined; rows: unknown },
  apply: () => ImportApplyAnswer | Refusal | undefined,
): OnceOutcome {
  if (batch.batchId === undefined) return apply();
  const memory = memories.get(world) ?? new Map<string, AppliedBatch>();
  memories.set(world, memory);
  const key = `${batch.companyId}:${batch.route}:${batch.batchId}`;
  const rows = digest(JSON.stringify(batch.rows));
  const seen = memory.get(key);
  if (seen) return seen.rows === rows ? structuredClone(seen.answer) : BATCH_ID_REUSED;
  const outcome = apply();
  if (outcome && 'results' in outcome) {
    memory.set(key, { rows, answer: structuredClone(outcome) });
    if (memory.size > MAX_KEPT_BATCHES) memory.delete(memory.keys().next().value!);
  }
  return outcome;
}

/** Two 32-bit FNV-1a passes (different seeds) as one text: enough to tell one batch's rows from another's. */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${text.length}`;
}

/**
 * A bulk route's batch applied once by its id (mocks/world/imports/import-batches.ts): sent again, as a job taken over
 * after its replica died resends the batch it had in flight, it answers its first answer and changes nothing. The same
 * id with other rows (never sent by the BFF) is a caller's mistake: 409 `batchIdReused`. Staff files name rows across
 * companies, so their batches are kept under company 0.
 */
import type { ImportApplyAnswer, ImportRowsBody } from '@contract/downstream/catalog-imports';
import { applyBatchOnce, BATCH_ID_REUSED } from '@mocks/world/imports/import-batches';
import type { Refusal } from '@mocks/world/refusal';
import type { World } from '@mocks/world/world';
import { fail } from './responses';
import type { ServiceContext } from './serve-service';

const STAFF_BATCHES = 0;

export function appliedOnce(
  c: ServiceContext,
  world: World,
  batch: { companyId: number; route: string; body: ImportRowsBody<unknown> },
  apply: () => ImportApplyAnswer | Refusal | undefined,
): ImportApplyAnswer | Refusal | undefined | Response {
  const { companyId, route, body } = batch;
  const outcome = applyBatchOnce(world, { companyId, route, batchId: body.batchId, rows: body.rows }, apply);
  return outcome === BATCH_ID_REUSED ? fail(c, 409, BATCH_ID_REUSED, 'This batch id was applied with other rows.') : outcome;
}

/** A staff file's batch (rows across companies) applied once by its id on `route`. */
export function staffBatchOnce(
  c: ServiceContext,
  world: World,
  route: { path: string },
  body: ImportRowsBody<unknown>,
  apply: () => ImportApplyAnswer | Refusal | undefined,
): ImportApplyAnswer | Refusal | undefined | Response {
  return appliedOnce(c, world, { companyId: STAFF_BATCHES, route: route.path, body }, apply);
}

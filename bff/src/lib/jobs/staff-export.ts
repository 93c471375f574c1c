/**
 * Exports of the staff's cross-company lists: one transaction method (`staffListExport`) for every list, kept under
 * STAFF_TRANSACTIONS_COMPANY (no seller lists them); the job finds its list's definition by the name it was queued
 * with. The row cap, the file and its cells are the sellers' exports' own (export-job.ts).
 */
import { STAFF_TRANSACTIONS_COMPANY } from '@contract/admin-tags/tag.types';
import { ERROR_MESSAGES } from '@contract/errors';
import { exportTooLarge } from '@contract/exports/export.rules';
import type { QueryCodec } from '@contract/api/route-def';
import type { ExportAnswer } from '@contract/orders/order.api';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { Context } from 'hono';
import { ApiFailure } from '../api-failure';
import type { AppEnv } from '../app-env';
import { staffCaller, staffUserId } from '../staff-caller';
import { exportHandler, exportReaderOf, startExport, type ExportDefinition, type ExportDeps, type ExportJobDeps } from './export-job';
import { JobFailure, type JobHandler } from './job-queue';
import { traceparentOf } from '../tracing';

/** A staff list's export: its method is always `staffListExport`; `fileBaseName` names it to the job. */
export type StaffExportDefinition<Row> = Omit<ExportDefinition<Row>, 'method'>;

/** The list's tab and filters as the screen sent them; page and page size do not narrow an export. */
function exportFilters(raw: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(raw).filter(([key]) => key !== 'page' && key !== 'pageSize'));
}

/**
 * The handler of a staff list's export route (`serve(ROUTES.export, startStaffExport(ctx, DEFINITION, listQuery))`):
 * counts the rows, refuses past the cap, starts the staff transaction.
 */
export function startStaffExport<Row, Q>(deps: ExportDeps, definition: StaffExportDefinition<Row>, codec: QueryCodec<Q>) {
  return async (c: Context<AppEnv>, request: { body: Q; query: { lang?: string | undefined } }): Promise<ExportAnswer> => {
    const target = { companyId: STAFF_TRANSACTIONS_COMPANY, userId: staffUserId(c), caller: staffCaller(c), traceparent: traceparentOf(c.get('trace')) };
    const filters = exportFilters(codec.toRaw(request.body));
    const { total } = await definition.lister(c.get('services'), target)({ ...filters, pageSize: '1' });
    if (exportTooLarge(total)) throw new ApiFailure('exportTooLarge');
    const reader = exportReaderOf(request.query);
    const transaction = await startExport(deps, { ...definition, method: 'staffListExport' }, target, filters, reader);
    return { transactionId: transaction.id, rows: total };
  };
}

/** One named staff list's job handler (`staffExportJob(deps, VALIDATION_EXPORT)`), for staffExportHandler's table. */
export function staffExportJob<Row>(deps: ExportJobDeps, definition: StaffExportDefinition<Row>): [string, JobHandler] {
  return [definition.fileBaseName, exportHandler(deps, { ...definition, method: 'staffListExport' })];
}

/** The `staffListExport` job: runs the definition it was queued with. */
export function staffExportHandler(jobs: readonly [string, JobHandler][]): JobHandler {
  const byName = new Map(jobs);
  return async (job) => {
    const list = job.payload.list;
    const handler = typeof list === 'string' ? byName.get(list) : undefined;
    if (!handler) throw new JobFailure('generic', ERROR_MESSAGES.generic);
    return handler(job);
  };
}

/** A staff export's transaction, or not found (another method, or a seller's transaction id). */
export async function staffExportTransaction(deps: ExportDeps, transactionId: string): Promise<Transaction> {
  const transaction = await deps.transactions.get(STAFF_TRANSACTIONS_COMPANY, transactionId);
  if (transaction?.method !== 'staffListExport') throw new ApiFailure('notFound');
  return transaction;
}

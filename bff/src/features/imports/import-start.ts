/**
 * Starting an import (every kind, the seller's and staff's): a transaction for the workbook, the workbook kept under
 * the transaction's key (`keep`), and the kind's job queued.
 */
import { IMPORT_METHODS, type ImportJobKind } from '@contract/imports/import.types';
import type { ImportStartedAnswer } from '@contract/imports/import.types';
import type { AppContext } from '../../lib/app-context';
import type { JobTarget } from '../../lib/jobs/export-job';
import { uploadKey } from '../../lib/jobs/import-files';
import type { ImportPayload } from './import-job';

export async function startImport(
  ctx: Pick<AppContext, 'transactions' | 'jobs'>,
  target: JobTarget,
  kind: ImportJobKind,
  file: Omit<ImportPayload, 'target'>,
  keep: (key: string) => Promise<void>,
): Promise<ImportStartedAnswer> {
  const transaction = await ctx.transactions.create({
    companyId: target.companyId,
    method: IMPORT_METHODS[kind],
    createdBy: target.userId,
    file: file.fileName,
  });
  await keep(uploadKey(transaction.id, file.format));
  const payload: ImportPayload = { target, ...file };
  const traceparent = target.traceparent;
  await ctx.jobs.enqueue({ kind: IMPORT_METHODS[kind], transactionId: transaction.id, payload: { ...payload }, traceparent });
  return { transactionId: transaction.id };
}

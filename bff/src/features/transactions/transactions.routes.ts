/** Transactions (background jobs) of the signed-in seller's company, and their files. */
import type { Context } from 'hono';
import { importKindOfMethod } from '@contract/imports/import.types';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { sendFile, WORKBOOK_TYPES, type FileCandidate } from '../../lib/files/send-file';
import { exportFileKey } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { errorFileKey, uploadKey } from '../../lib/jobs/import-files';

const TYPES = WORKBOOK_TYPES;
type Candidate = FileCandidate;

export function transactionsRoutes(ctx: AppContext) {
  const { exports, uploads } = ctx.files;
  const transactionOf = async (c: Context<AppEnv>, id: string): Promise<Transaction> => {
    const { companyId } = sellerScope(c);
    const transaction = await ctx.transactions.get(companyId, id);
    if (!transaction) throw new ApiFailure('notFound');
    return transaction;
  };
  return apiRoutes(
    serve(TRANSACTION_ROUTES.list, async (c, { query }) => {
      const { companyId } = sellerScope(c);
      return ctx.transactions.list(companyId, query);
    }),
    serve(TRANSACTION_ROUTES.detail, async (c, { params }) => transactionOf(c, params.id)),
    serve(TRANSACTION_ROUTES.file, async (c, { params }) => {
      const transaction = await transactionOf(c, params.id);
      if (!transaction.file) throw new ApiFailure('notFound');
      if (importKindOfMethod(transaction.method)) {
        return sendFile(
          c,
          [
            [uploads, uploadKey(transaction.id, 'xlsx'), TYPES.xlsx],
            [uploads, uploadKey(transaction.id, 'xls'), TYPES.xls],
          ],
          transaction.file,
        );
      }
      if (transaction.status !== 'done' && transaction.status !== 'warning') throw new ApiFailure('notFound');
      return sendFile(c, [[exports, exportFileKey(transaction.id), TYPES.xlsx]], transaction.file);
    }),
    serve(TRANSACTION_ROUTES.importErrorFile, async (c, { params, query }) => {
      const transaction = await transactionOf(c, params.id);
      if (!transaction.importErrorFile) throw new ApiFailure('notFound');
      // Each import keeps its error file in the uploader's language under the plain key and in the other beside it.
      const inLanguage: Candidate[] = query.lang ? [[uploads, errorFileKey(transaction.id, reasonLanguageOf(query.lang)), TYPES.xlsx]] : [];
      return sendFile(c, [...inLanguage, [uploads, errorFileKey(transaction.id), TYPES.xlsx]], transaction.importErrorFile);
    }),
  );
}

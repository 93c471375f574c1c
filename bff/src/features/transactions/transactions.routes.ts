/** Transactions (background jobs) of the signed-in seller's company, and their files. */
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Context } from 'hono';
import { importKindOfMethod } from '@contract/imports/import.types';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import type { Transaction } from '@contract/transactions/transaction.types';
import { ApiFailure } from '../../lib/api-failure';
import { apiRoutes, serve } from '../../lib/api-route';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { exportFilePath } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { errorFilePath, uploadPath } from '../../lib/jobs/import-files';

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
} as const;

/** The first of the paths that opens, with its type. */
async function openFirst(candidates: readonly (readonly [string, string])[]) {
  for (const [path, type] of candidates) {
    const handle = await open(path, 'r').catch(() => null);
    if (handle) return { handle, type };
  }
  throw new ApiFailure('notFound');
}

async function sendFile(c: Context<AppEnv>, candidates: readonly (readonly [string, string])[], name: string) {
  const { handle, type } = await openFirst(candidates);
  const { size } = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  const body = Readable.toWeb(handle.createReadStream()) as WebReadableStream<Uint8Array>;
  return c.body(body as unknown as ReadableStream<Uint8Array>, 200, {
    'content-type': type,
    'content-length': String(size),
    'content-disposition': `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    'cache-control': 'no-store',
  });
}

export function transactionsRoutes(ctx: AppContext) {
  const { exportDir, uploadDir } = ctx.config;
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
        return sendFile(c, [[uploadPath(uploadDir, transaction.id, 'xlsx'), TYPES.xlsx], [uploadPath(uploadDir, transaction.id, 'xls'), TYPES.xls]], transaction.file);
      }
      if (transaction.status !== 'done' && transaction.status !== 'warning') throw new ApiFailure('notFound');
      return sendFile(c, [[exportFilePath(exportDir, transaction.id), TYPES.xlsx]], transaction.file);
    }),
    serve(TRANSACTION_ROUTES.importErrorFile, async (c, { params }) => {
      const transaction = await transactionOf(c, params.id);
      if (!transaction.importErrorFile) throw new ApiFailure('notFound');
      return sendFile(c, [[errorFilePath(uploadDir, transaction.id), TYPES.xlsx]], transaction.importErrorFile);
    }),
  );
}

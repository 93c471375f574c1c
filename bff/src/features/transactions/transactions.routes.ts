/** Transactions (background jobs) of the signed-in seller's company, and the download of a finished export. */
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { Hono } from 'hono';
import { API } from '@contract/api/paths';
import { parseTransactionQuery, type TransactionListAnswer } from '@contract/transactions/transaction.query';
import { ApiFailure } from '../../lib/api-failure';
import type { AppContext } from '../../lib/app-context';
import type { AppEnv } from '../../lib/app-env';
import { exportFilePath } from '../../lib/jobs/export-job';
import { sellerScope } from '../../lib/seller-scope';
import { policy } from '../../middleware/policy';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openFile(path: string) {
  try {
    return await open(path, 'r');
  } catch (error) {
    throw new ApiFailure('notFound', { cause: error });
  }
}

export function transactionsRoutes(ctx: AppContext) {
  return new Hono<AppEnv>()
    .get(API.transactions, policy.can('reports.view'), async (c) => {
      const { companyId } = sellerScope(c);
      return c.json<TransactionListAnswer>(await ctx.transactions.list(companyId, parseTransactionQuery(c.req.query())));
    })
    .get(`${API.transactions}/:id/file`, policy.can('reports.view'), async (c) => {
      const { companyId } = sellerScope(c);
      const transaction = await ctx.transactions.get(companyId, c.req.param('id'));
      if (!transaction?.file || (transaction.status !== 'done' && transaction.status !== 'warning')) throw new ApiFailure('notFound');
      const handle = await openFile(exportFilePath(ctx.config.exportDir, transaction.id));
      const { size } = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      const body = Readable.toWeb(handle.createReadStream()) as WebReadableStream<Uint8Array>;
      return c.body(body as unknown as ReadableStream<Uint8Array>, 200, {
        'content-type': XLSX_TYPE,
        'content-length': String(size),
        'content-disposition': `attachment; filename="${transaction.file}"`,
        'cache-control': 'no-store',
      });
    });
}

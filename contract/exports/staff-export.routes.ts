/**
 * Exports of the staff's cross-company lists (admin only): each list's route table gets `export: staffExportRoute(…)`
 * beside its list (the tab and filters on screen as the body, the reader's language in the query), and the export runs
 * as a staff transaction (kept under no company) that the screen follows here and downloads when it is done.
 */
import { answer, fileAnswer, filtersBody, param, policy, route, type QueryCodec } from '../api/route-def';
import type { ExportAnswer } from '../orders/order.api';
import type { Transaction } from '../transactions/transaction.types';
import { exportRequestQuery } from './export.request';

const tools = policy.can('admin.tools');

/** A staff list's export: POST `<list path>/export`; refused past the 100,000-row cap like the sellers' exports. */
export function staffExportRoute<Path extends string, Q>(listPath: Path, codec: QueryCodec<Q>) {
  return route.post(`${listPath}/export`, {
    query: exportRequestQuery,
    body: filtersBody(codec),
    answer: answer<ExportAnswer>(),
    status: 202,
    policy: tools,
  });
}

const byTransaction = { transactionId: param.text };

export const STAFF_EXPORT_ROUTES = {
  /** A staff export's transaction; any other transaction is not found. */
  status: route.get('/api/admin/exports/:transactionId', { params: byTransaction, answer: answer<Transaction>(), policy: tools }),
  /** The finished export's workbook. */
  file: route.get('/api/admin/exports/:transactionId/file', { params: byTransaction, answer: fileAnswer(), policy: tools }),
};

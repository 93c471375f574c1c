/**
 * The browser API of the tag-assign file (spec §9 "tag assign", admin only, on /admin/tag-management): the same upload,
 * job and error files as the seller imports (import.routes.ts), as a staff transaction.
 */
import { answer, fileAnswer, param, policy, rawFile, route, textQuery } from '../api/route-def';
import type { Transaction } from '../transactions/transaction.types';
import { importUploadQuery } from './import.routes';
import { IMPORT_FILE_MAX_BYTES, type ImportStartedAnswer } from './import.types';

const tools = policy.can('admin.tools');
/** Transaction ids are opaque text. */
const byTransaction = { transactionId: param.text };

export const TAG_IMPORT_ROUTES = {
  /** A tag-assign workbook (the seller imports' reader and job); its name and the error file's language in the query. */
  upload: route.post('/api/admin/tag-imports', {
    query: importUploadQuery,
    body: rawFile({ maxBytes: IMPORT_FILE_MAX_BYTES }),
    answer: answer<ImportStartedAnswer>(),
    status: 202,
    policy: tools,
  }),
  importStatus: route.get('/api/admin/tag-imports/:transactionId', { params: byTransaction, answer: answer<Transaction>(), policy: tools }),
  importErrorFile: route.get('/api/admin/tag-imports/:transactionId/error-file', {
    params: byTransaction,
    query: textQuery(['lang']),
    answer: fileAnswer(),
    policy: tools,
  }),
  template: route.get('/api/admin/tag-template', { query: textQuery(['lang']), answer: fileAnswer(), policy: tools }),
};

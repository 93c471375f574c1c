/** The browser API of /admin/hard-delete (admin only): preview, start (a transaction, typed confirmation) and its progress. */
import { answer, param, policy, route } from '../api/route-def';
import type { Transaction } from '../transactions/transaction.types';
import { hardDeleteQuery } from './hard-delete.query';
import { hardDeleteStartSchema } from './hard-delete.rules';
import type { HardDeletePreview } from './hard-delete.types';

const tools = policy.can('admin.tools');

export const ADMIN_HARD_DELETE_ROUTES = {
  /** What the delete would touch: counts, a sample, the ids or SKUs that name nothing, and the text that confirms it. */
  preview: route.get('/api/admin/hard-delete/preview', { query: hardDeleteQuery, answer: answer<HardDeletePreview>(), policy: tools }),
  /** 202 with the open transaction; 422 typedConfirmationMismatch unless `confirmation` is the preview's text. */
  start: route.post('/api/admin/hard-delete', { body: hardDeleteStartSchema, answer: answer<Transaction>(), status: 202, policy: tools }),
  /** A hard delete's transaction (progress, then its result). */
  job: route.get('/api/admin/hard-delete/jobs/:id', { params: { id: param.text }, answer: answer<Transaction>(), policy: tools }),
};

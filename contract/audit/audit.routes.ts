/** The browser API of the audit trail (admin only) until /admin/reports of part 2: the list and the chain's check. No route edits or deletes an entry. */
import { answer, policy, route } from '../api/route-def';
import { auditQuery } from './audit.query';
import type { AuditChainCheck, AuditListAnswer } from './audit.types';

const tools = policy.can('admin.tools');

export const AUDIT_ROUTES = {
  list: route.get('/api/admin/audit', { query: auditQuery, answer: answer<AuditListAnswer>(), policy: tools }),
  verify: route.get('/api/admin/audit/verify', { answer: answer<AuditChainCheck>(), policy: tools }),
};

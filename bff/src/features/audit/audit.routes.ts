/** The audit trail for admins (contract/audit/audit.routes.ts): the entries newest first, and the chain's check. */
import { AUDIT_ROUTES } from '@contract/audit/audit.routes';
import { AUDIT_SERVICE_ROUTES } from '@contract/downstream/audit.routes';
import { apiRoutes, serve } from '../../lib/api-route';
import { staffCaller } from '../../lib/staff-caller';

export function auditRoutes() {
  return apiRoutes(
    serve(AUDIT_ROUTES.list, (c, { query }) => c.get('services').callText(AUDIT_SERVICE_ROUTES.list, staffCaller(c), { query })),
    serve(AUDIT_ROUTES.verify, (c) => c.get('services').call(AUDIT_SERVICE_ROUTES.verify, staffCaller(c))),
  );
}

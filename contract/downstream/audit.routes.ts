/**
 * The audit service: an append-only trail of admin changes, each entry chained to the one before by its hash. The BFF
 * appends with the acting admin's token (an admin's, or a seller's carrying the admin as `act`, or a staff account's
 * at its sign-in) and the service refuses an entry whose admin is not the token's; only admin tokens list and verify.
 * Nothing edits or deletes an entry.
 */
import { answer, policy, route } from '../api/route-def';
import { auditQueryProblems, auditQueryToRaw, parseAuditQuery } from '../audit/audit.query';
import type { AuditChainCheck, AuditEntry, AuditEntryInput, AuditListAnswer } from '../audit/audit.types';
import { serviceListQuery, serviceRoutes, typedBody } from './service-route';

export const AUDIT_SERVICE_ROUTES = serviceRoutes('audit', {
  append: route.post('/v1/audit/entries', { body: typedBody<AuditEntryInput>(), answer: answer<AuditEntry>(), status: 201, policy: policy.token() }),
  list: route.get('/v1/audit/entries', {
    query: serviceListQuery(parseAuditQuery, auditQueryToRaw, auditQueryProblems),
    answer: answer<AuditListAnswer>(),
    policy: policy.token(),
  }),
  verify: route.get('/v1/audit/verify', { answer: answer<AuditChainCheck>(), policy: policy.token() }),
});

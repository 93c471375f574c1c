/**
 * The audit service: an append-only trail of admin changes, each entry chained to the one before by its hash. The BFF
 * appends with the acting admin's token (an admin's, or a seller's carrying the admin as `act`, or a staff account's
 * at its sign-in) and the service refuses an entry whose admin is not the token's; only admin tokens list and verify.
 * Nothing edits or deletes an entry.
 */
import * as yup from 'yup';
import { answer, policy, route } from '../api/route-def';
import { auditQueryProblems, auditQueryToRaw, parseAuditQuery } from '../audit/audit.query';
import type { AuditChainCheck, AuditEntry, AuditEntryInput, AuditEntryKind, AuditJson, AuditListAnswer } from '../audit/audit.types';
import { serviceListQuery, serviceRoutes } from './service-route';

const isAuditJson = (value: unknown): value is AuditJson => {
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isAuditJson);
  return typeof value === 'object' && Object.values(value).every(isAuditJson);
};
const isTargets = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((target) => typeof target === 'string');

const REQUIRED = 'validation.required';
const text = () => yup.string().strict().defined(REQUIRED);
const idOrNull = () => yup.number().strict().integer(REQUIRED).positive(REQUIRED).nullable().defined(REQUIRED);
const isPresentJson = (value: unknown): value is NonNullable<AuditJson> => value !== null && isAuditJson(value);
const json = () => yup.mixed<NonNullable<AuditJson>>(isPresentJson).nullable().defined(REQUIRED);

/** An entry as the BFF sends it: every field present, of its type (the JSON parts any JSON, null included). */
export const auditEntrySchema: yup.ObjectSchema<AuditEntryInput> = yup.object({
  kind: yup.mixed<AuditEntryKind>().oneOf(['attempt', 'outcome'], REQUIRED).defined(REQUIRED),
  adminId: text(),
  adminEmail: text(),
  companyId: idOrNull(),
  action: text(),
  targets: yup.mixed<Record<string, string>>(isTargets).defined(REQUIRED),
  input: json(),
  before: json(),
  after: json(),
  requestId: text(),
  attemptId: idOrNull(),
  status: idOrNull(),
  code: yup.string().strict().nullable().defined(REQUIRED),
});

export const AUDIT_SERVICE_ROUTES = serviceRoutes('audit', {
  append: route.post('/v1/audit/entries', { body: auditEntrySchema, answer: answer<AuditEntry>(), status: 201, policy: policy.token() }),
  list: route.get('/v1/audit/entries', {
    query: serviceListQuery(parseAuditQuery, auditQueryToRaw, auditQueryProblems),
    answer: answer<AuditListAnswer>(),
    policy: policy.token(),
  }),
  verify: route.get('/v1/audit/verify', { answer: answer<AuditChainCheck>(), policy: policy.token() }),
});

/** What an entry keeps of a request or an answer: JSON without its secrets, and no more than a few kilobytes. */
import type { AuditJson } from '@contract/audit/audit.types';

/** Keys left out of the trail, values and all (passwords, access tokens, API secrets). */
const SECRET_KEY = /password|token|secret|jwt|cookie|session|accesskey|apikey|providerkey|authorization/i;
/** Larger values are kept as their size only. */
export const AUDIT_JSON_MAX_CHARS = 8 * 1024;

function withoutSecrets(value: unknown): AuditJson {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (SECRET_KEY.test(key) ? [] : [[key, withoutSecrets(item)]])));
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function auditJson(value: unknown): AuditJson {
  const kept = withoutSecrets(value);
  const text = JSON.stringify(kept);
  return text.length > AUDIT_JSON_MAX_CHARS ? { truncated: true, chars: text.length } : kept;
}

/**
 * The chain of the audit trail: each entry's hash is SHA-256 over the canonical JSON (keys sorted at every level) of
 * the entry without its hash, its `prevHash` included. Web Crypto, so the sandbox computes it in a page too.
 */
import type { AuditEntry } from './audit.types';

export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** JSON with every object's keys in code-point order, so one entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export async function auditHashOf(entry: Omit<AuditEntry, 'hash'>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(entry)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The audit trail of admin changes (issue "The admin console, part 1"): what the BFF records before and after every
 * change an admin makes, and what the audit service answers. The service keeps the entries append-only, each carrying
 * the hash of the one before it (contract/audit/audit-hash.ts), so an altered or removed entry breaks the chain.
 */
import type { ListPage } from '../lists/list-query';

/** A JSON value as an entry stores it (a route's input, an answer's summary). */
export type AuditJson = string | number | boolean | null | AuditJson[] | { [key: string]: AuditJson };

/** `attempt` is written before the change (refused → the change is refused); `outcome` after it, naming its attempt. */
export type AuditEntryKind = 'attempt' | 'outcome';

/** What the BFF sends; the service adds the id, the time and the chain. */
export interface AuditEntryInput {
  kind: AuditEntryKind;
  /** The staff account that acted (the admin behind an act-as session). */
  adminId: string;
  adminEmail: string;
  /** The company the change was for (the act-as company, a path's company), or null for staff-wide work. */
  companyId: number | null;
  /** The route's name, e.g. `claim.reject` (contract/audit/audit-actions.ts). */
  action: string;
  /** The path's params as sent (ids, marketplace codes). */
  targets: Record<string, string>;
  /** What was asked: the query and the JSON body, secrets left out; null for an outcome. */
  input: AuditJson;
  /** On an outcome: the change's target as its table's GET read it just before the change ran (contract/audit/
   * audit-before.ts), secrets left out and large answers cut; null on an attempt, where no reading applies, or when
   * the reading failed. */
  before: AuditJson;
  /** The answer of a successful change (the state after it), secrets left out and large answers cut; null otherwise. */
  after: AuditJson;
  requestId: string;
  /** An outcome's attempt. */
  attemptId: number | null;
  /** An outcome's HTTP status and error code. */
  status: number | null;
  code: string | null;
}

export interface AuditEntry extends AuditEntryInput {
  id: number;
  /** ISO time the service appended it. */
  at: string;
  /** The previous entry's hash (AUDIT_GENESIS_HASH for the first). */
  prevHash: string;
  /** SHA-256 (hex) of the canonical JSON of every other field. */
  hash: string;
}

/** GET /api/admin/audit/verify: whether every entry still hashes to what it says and follows the one before it. */
export interface AuditChainCheck {
  whole: boolean;
  /** The first entry whose hash or link is wrong. */
  brokenAt?: number;
  checked: number;
}

export type AuditListAnswer = Omit<ListPage<AuditEntry, 'all'>, 'tabCounts'>;

/**
 * The audit service's trail in the world: append-only, each entry chained to the one before by its hash
 * (contract/audit/audit-hash.ts). Appends run one at a time, so two concurrent ones never take the same previous hash.
 */
import { AUDIT_GENESIS_HASH, auditHashOf } from '@contract/audit/audit-hash';
import { matchesAuditFilters, type AuditQuery } from '@contract/audit/audit.query';
import type { AuditChainCheck, AuditEntry, AuditEntryInput, AuditListAnswer } from '@contract/audit/audit.types';
import { paginate } from '@contract/lists/list-query';
import type { World } from '../world';

const appending = new WeakMap<World, Promise<unknown>>();

export function appendAuditEntry(world: World, input: AuditEntryInput, now: number): Promise<AuditEntry> {
  const append = async (): Promise<AuditEntry> => {
    const last = world.auditLog.at(-1);
    const unhashed = { ...input, id: (last?.id ?? 0) + 1, at: new Date(now).toISOString(), prevHash: last?.hash ?? AUDIT_GENESIS_HASH };
    const entry: AuditEntry = { ...unhashed, hash: await auditHashOf(unhashed) };
    world.auditLog.push(entry);
    return structuredClone(entry);
  };
  const done = (appending.get(world) ?? Promise.resolve()).then(append, append);
  appending.set(world, done);
  return done;
}

/** Newest first. */
export function listAuditEntries(world: World, query: AuditQuery): AuditListAnswer {
  const rows = world.auditLog.filter((entry) => matchesAuditFilters(entry, query)).reverse();
  return { items: structuredClone(paginate(rows, query.page, query.pageSize)), total: rows.length, page: query.page, pageSize: query.pageSize };
}

/** Walks the chain from the first entry: each must hash to its own hash and name the previous entry's. */
export async function verifyAuditChain(world: World): Promise<AuditChainCheck> {
  let prevHash = AUDIT_GENESIS_HASH;
  for (const [index, entry] of world.auditLog.entries()) {
    const { hash, ...unhashed } = entry;
    if (entry.prevHash !== prevHash || (await auditHashOf(unhashed)) !== hash) return { whole: false, brokenAt: entry.id, checked: index + 1 };
    prevHash = hash;
  }
  return { whole: true, checked: world.auditLog.length };
}

/** Tests only: changes a stored entry behind the service's back, as someone with access to its store could. */
export function tamperAuditEntry(world: World, id: number, change: Partial<AuditEntry>): void {
  const index = world.auditLog.findIndex((entry) => entry.id === id);
  if (index < 0) throw new Error(`No audit entry ${id}`);
  world.auditLog[index] = { ...world.auditLog[index]!, ...change };
}

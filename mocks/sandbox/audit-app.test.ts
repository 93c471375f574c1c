import { beforeEach, describe, expect, it } from 'vitest';
import { AUDIT_GENESIS_HASH } from '@contract/audit/audit-hash';
import type { AuditChainCheck, AuditEntry, AuditEntryInput, AuditListAnswer } from '@contract/audit/audit.types';
import { tamperAuditEntry } from '@mocks/world/audit/audit-log';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const now = () => Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(now);

beforeEach(() => {
  file.sandbox().world.auditLog = [];
});

const ADMIN: TokenOptions = { role: 'admin', sub: 'usr-admin' };
const ACTING: TokenOptions = { role: 'seller', sub: 'usr-ayse', companyId: 1001, actor: 'usr-admin' };
const call = file.client('audit', ADMIN, '/v1/audit/');

const entry = (change: Partial<AuditEntryInput> = {}): AuditEntryInput => ({
  kind: 'attempt',
  adminId: 'usr-admin',
  adminEmail: 'admin@demo.tezgah.dev',
  companyId: 1001,
  action: 'claim.reject',
  targets: { id: '5' },
  input: { query: {}, body: { reason: 'damaged' } },
  before: null,
  after: null,
  requestId: 'req-1',
  attemptId: null,
  status: null,
  code: null,
  ...change,
});

describe('sandbox audit service', () => {
  it('appends entries chained by their hashes, from the admin or an admin acting as a seller', async () => {
    const first = await call<AuditEntry>('entries', { body: entry() });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ id: 1, at: new Date(now()).toISOString(), prevHash: AUDIT_GENESIS_HASH });
    expect(first.body.hash).toMatch(/^[0-9a-f]{64}$/);
    const second = await call<AuditEntry>('entries', { body: entry({ kind: 'outcome', attemptId: 1, status: 200 }), token: ACTING });
    expect(second.body).toMatchObject({ id: 2, prevHash: first.body.hash });
  });

  it('takes two entries sent at once one after the other', async () => {
    const [a, b] = await Promise.all([call<AuditEntry>('entries', { body: entry() }), call<AuditEntry>('entries', { body: entry() })]);
    expect([a.body.id, b.body.id].sort()).toEqual([1, 2]);
    expect((await call<AuditChainCheck>('verify')).body).toEqual({ whole: true, checked: 2 });
  });

  it('refuses an entry its token does not speak for, or that misses a field', async () => {
    expect((await call('entries', { body: entry(), token: { role: 'seller', sub: 'usr-ayse', companyId: 1001 } })).status).toBe(403);
    expect((await call('entries', { body: entry({ adminId: 'usr-support' }) })).status).toBe(403);
    const { requestId: _left, ...partial } = entry();
    expect((await call('entries', { body: partial })).status).toBe(400);
    expect((await call('entries', { body: entry({ companyId: -1 }) })).status).toBe(400);
    expect((await call('entries', { body: entry(), token: null })).status).toBe(401);
    expect(file.sandbox().world.auditLog).toEqual([]);
  });

  it('refuses an entry with a field of the wrong type with 400 naming it', async () => {
    const wrong = { ...entry(), companyId: '1001', targets: { id: 6 } };
    expect(await call('entries', { body: wrong })).toMatchObject({
      status: 400,
      body: { error: 'bad_request', fields: { companyId: expect.any(String), targets: expect.any(String) } },
    });
    expect(file.sandbox().world.auditLog).toEqual([]);
  });

  it('lists newest first with filters, for admin tokens only', async () => {
    await call('entries', { body: entry() });
    await call('entries', { body: entry({ action: 'admin.actAs', companyId: null }) });
    const all = await call<AuditListAnswer>('entries?page=1&pageSize=10');
    expect(all.body.items.map((e) => e.id)).toEqual([2, 1]);
    expect((await call<AuditListAnswer>('entries?action=claim.reject')).body).toMatchObject({ total: 1, items: [{ id: 1 }] });
    expect((await call<AuditListAnswer>('entries?companyId=1001&admin=usr-admin')).body.total).toBe(1);
    expect((await call<AuditListAnswer>('entries?from=2026-01-16')).body.total).toBe(0);
    expect((await call('entries?from=15.01.2026')).status).toBe(400);
    expect((await call('entries', { token: ACTING })).status).toBe(403);
    expect((await call('verify', { token: ACTING })).status).toBe(403);
  });

  it('finds the entry altered in the store', async () => {
    for (let i = 0; i < 3; i += 1) await call('entries', { body: entry() });
    expect((await call<AuditChainCheck>('verify')).body).toEqual({ whole: true, checked: 3 });
    tamperAuditEntry(file.sandbox().world, 2, { targets: { id: '6' } });
    expect((await call<AuditChainCheck>('verify')).body).toEqual({ whole: false, brokenAt: 2, checked: 2 });
  });

  it('has no route that edits or deletes an entry', async () => {
    await call('entries', { body: entry() });
    for (const method of ['PUT', 'PATCH', 'DELETE']) expect((await call('entries/1', { method, body: entry() })).status).toBe(404);
    expect(file.sandbox().world.auditLog).toHaveLength(1);
  });
});

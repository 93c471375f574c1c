import type { AuditEntryInput } from '@contract/audit/audit.types';
import { appendAuditEntry } from '@mocks/world/audit/audit-log';
import { findCompany } from '@mocks/world/lookups';
import { orderBookOf } from '@mocks/world/orders/order-book';
import { SandboxWorldKeeper, worldKindOf } from './sandbox-world';

describe('SandboxWorldKeeper', () => {
  it('hands an untouched world on, books and signer included, and builds anew after a change', async () => {
    const keeper = new SandboxWorldKeeper(() => Date.UTC(2026, 2, 1, 9));
    const first = await keeper.take('seeded');
    const generated = orderBookOf(first.world, 1001);
    keeper.giveBack(first, new Set());

    const second = await keeper.take('seeded');
    expect(second).toBe(first);
    expect(second.world.orderBooks[1001]).toBe(generated);
    keeper.giveBack(second, new Set(['audit', 'marketplace']));

    const third = await keeper.take('seeded');
    expect(third.world).not.toBe(first.world);
    expect(third.world.orderBooks[1001]).toBeUndefined();
    expect(third.signer).toBe(first.signer);
    expect(keeper.counts).toEqual({ built: 2, reused: 1 });
  });

  it("hands a world on whose only change was to the audit trail (a staff sign-in's), with the trail put back", async () => {
    const now = Date.UTC(2026, 2, 1, 9);
    const keeper = new SandboxWorldKeeper(() => now);
    const first = await keeper.take('seeded');
    const generated = orderBookOf(first.world, 1001);
    const signIn: AuditEntryInput = {
      kind: 'attempt',
      adminId: 'staff',
      adminEmail: 'admin@demo.tezgah.dev',
      companyId: null,
      action: 'auth.loginAdmin',
      targets: {},
      input: null,
      before: null,
      after: null,
      requestId: 'story',
      attemptId: null,
      status: null,
      code: null,
    };
    await appendAuditEntry(first.world, signIn, now);
    expect(first.world.auditLog).toHaveLength(1);
    keeper.giveBack(first, new Set(['audit']));

    const second = await keeper.take('seeded');
    expect(second).toBe(first);
    expect(second.world.orderBooks[1001]).toBe(generated);
    expect(second.world.auditLog).toEqual([]);
    expect(keeper.counts).toEqual({ built: 1, reused: 1 });
  });

  it("keeps one world per kind, and hands each out once at a time; 'empty' holds the same companies with empty books", async () => {
    const keeper = new SandboxWorldKeeper(() => Date.UTC(2026, 2, 1, 9));
    const seeded = await keeper.take('seeded');
    const empty = await keeper.take(worldKindOf('empty'));
    expect(empty.world).not.toBe(seeded.world);
    expect(findCompany(empty.world, 1001)).toBeDefined();
    expect(orderBookOf(empty.world, 1001)!.orders).toEqual([]);
    expect(await keeper.take('seeded')).not.toBe(seeded);
    expect(['default', 'errors', 'slow'].map((scenario) => worldKindOf(scenario as 'default'))).toEqual(['seeded', 'seeded', 'seeded']);
  });
});

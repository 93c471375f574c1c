/**
 * Nothing an admin changes goes unaudited: every mutating route the BFF serves carries the audit step (or is one of
 * the few contract/audit/audit-actions.ts names, with its reason), and with the audit service stopped every such route
 * an admin's session gets past the policy of answers 503 `auditUnavailable` before its handler calls anything.
 */
import { fillPath, type RouteDef } from '@contract/api/route-def';
import { DEV_ROUTES } from '@contract/api/system.routes';
import { UNAUDITED_ROUTES } from '@contract/audit/audit-actions';
import { subjectOf } from '@contract/api/user-info';
import type { MeResponse } from '@contract/api/session';
import { can } from '@contract/permissions';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { routeDefOf } from '../api-route';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import { TestBrowser } from '../../test/browser';
import { isAuditStep } from './audit-step';

let h: Harness;
harnessPerFile((harness) => {
  h = harness;
});

interface ServedMutation {
  key: string;
  def: RouteDef | undefined;
  audited: boolean;
}

/** Every mutating route of the app with its description and whether one of its handlers is the audit step. */
function servedMutations(): ServedMutation[] {
  const byKey = new Map<string, ServedMutation>();
  for (const route of h.app.routes) {
    if (route.method === 'ALL' || route.method === 'GET') continue;
    const key = `${route.method} ${route.path}`;
    const served = byKey.get(key) ?? { key, def: undefined, audited: false };
    byKey.set(key, { key, def: served.def ?? routeDefOf(route.handler), audited: served.audited || isAuditStep(route.handler) });
  }
  return [...byKey.values()];
}

/** A path for a pattern: each param 1, a pattern's first choice (`:action{down|up}` → down). The audit step runs before params are read. */
const pathOf = (pattern: string) => pattern.replace(/:(\w+)\{([^|}]+)[^}]*\}/g, '$2').replace(/:(\w+)/g, '1');

describe('the audit route walk', () => {
  it('finds the audit step on every mutating route but the ones named with a reason', () => {
    const mutations = servedMutations();
    expect(mutations.length).toBeGreaterThan(50);
    const unaudited = mutations.filter((route) => !route.audited && !(route.def && UNAUDITED_ROUTES.has(route.def))).map((route) => route.key);
    expect(unaudited).toEqual([]);
    for (const reason of UNAUDITED_ROUTES.values()) expect(reason.length).toBeGreaterThan(20);
  });

  it.each(['admin', 'adminAsUser'] as const)('refuses every audited route to %s while the audit service is down, calling nothing', async (who) => {
    const browser = new TestBrowser(h.app);
    if (who === 'admin') await browser.signIn('admin@demo.tezgah.dev', true);
    else await browser.actAs(1001);
    const subject = subjectOf(((await (await browser.call(AUTH_ROUTES.me)).json()) as MeResponse).user);
    const stop = await browser.post(fillPath(DEV_ROUTES.serviceAction.path, { service: 'audit', action: 'down' }));
    expect(stop.status).toBe(200);
    const callsBefore = h.downstreamRequests.length;
    const entriesBefore = h.sandbox.world.auditLog.length;

    const answers: string[] = [];
    const passing = servedMutations().filter(
      ({ def }) => def && !UNAUDITED_ROUTES.has(def) && (def.policy.kind !== 'can' || can(subject, def.policy.permission)),
    );
    expect(passing.length).toBeGreaterThan(who === 'admin' ? 8 : 40);
    for (const { key, def } of passing) {
      const response = await browser.send(def!.method, pathOf(def!.path), { body: {} });
      const { code } = (await response.json()) as { code?: string };
      answers.push(`${key} → ${response.status} ${code}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 503 auditUnavailable'))).toEqual([]);
    expect(h.downstreamRequests.length).toBe(callsBefore);
    expect(h.sandbox.world.auditLog.length).toBe(entriesBefore);
  });
});

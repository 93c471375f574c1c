/**
 * Mirage's stand-in for the BFF's dashboard cache and the sandbox's service outages, per Mirage run: the same fresh
 * and stale windows as the BFF's defaults, figures from the world through the composition the BFF uses.
 */
import type { DevServiceState } from '@contract/api/dev-services';
import { DEFAULT_DASHBOARD_FRESH_SECONDS, DEFAULT_DASHBOARD_MAX_STALE_SECONDS, type DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import type { DashboardAnswer, DashboardData } from '@contract/dashboard/dashboard.types';
import { SERVICES, type ServiceName } from '@contract/downstream/common';
import { dashboardFigures, emptyDashboardFigures } from '@mocks/world/dashboard/dashboard-figures';
import { findCompany } from '@mocks/world/lookups';
import type { MockContext } from './mock-context';

/** The services the dashboard is built from. */
const DASHBOARD_SERVICES: readonly ServiceName[] = ['marketplace', 'logistics', 'accounting'];
const FRESH_MS = DEFAULT_DASHBOARD_FRESH_SECONDS * 1000;
const MAX_STALE_MS = DEFAULT_DASHBOARD_MAX_STALE_SECONDS * 1000;

interface MirageDashboards {
  cache: Map<number, { asOf: number; data: DashboardData }>;
  down: Set<ServiceName>;
  downFor: Map<ServiceName, Set<number>>;
}

const states = new WeakMap<MockContext, MirageDashboards>();

function stateOf(context: MockContext): MirageDashboards {
  let state = states.get(context);
  if (!state) {
    state = { cache: new Map(), down: new Set(), downFor: new Map(SERVICES.map((service) => [service, new Set<number>()])) };
    states.set(context, state);
  }
  return state;
}

const isDown = (state: MirageDashboards, companyId: number) =>
  DASHBOARD_SERVICES.some((service) => state.down.has(service) || state.downFor.get(service)!.has(companyId));

function build(context: MockContext, companyId: number): DashboardData {
  const now = context.now();
  return context.scenario === 'empty' ? emptyDashboardFigures(context.world, companyId, now) : dashboardFigures(context.world, companyId, now);
}

/** The company's answer, or null when nothing usable is cached and a service is down. */
export function dashboardAnswer(context: MockContext, companyId: number): DashboardAnswer | null {
  const state = stateOf(context);
  const now = context.now();
  const entry = state.cache.get(companyId);
  const down = isDown(state, companyId);
  if (entry && now - entry.asOf < MAX_STALE_MS) {
    const stale = now - entry.asOf >= FRESH_MS;
    // The BFF refreshes a stale entry after answering; here the refresh is done at once.
    if (stale && !down) state.cache.set(companyId, { asOf: now, data: build(context, companyId) });
    return { ...entry.data, asOf: new Date(entry.asOf).toISOString(), stale };
  }
  if (down) return null;
  const data = build(context, companyId);
  state.cache.set(companyId, { asOf: now, data });
  return { ...data, asOf: new Date(now).toISOString(), stale: false };
}

export function cacheAnswer(context: MockContext): DashboardCacheAnswer {
  const state = stateOf(context);
  const now = context.now();
  const items = [...state.cache].filter(([, entry]) => now - entry.asOf < MAX_STALE_MS).sort(([a], [b]) => a - b).map(([companyId, entry]) => ({
    companyId, companyName: findCompany(context.world, companyId)?.name ?? '', asOf: new Date(entry.asOf).toISOString(),
    ageSeconds: Math.floor((now - entry.asOf) / 1000), sizeBytes: new TextEncoder().encode(JSON.stringify(entry.data)).length,
    stale: now - entry.asOf >= FRESH_MS,
  }));
  return { items, freshSeconds: DEFAULT_DASHBOARD_FRESH_SECONDS, maxStaleSeconds: DEFAULT_DASHBOARD_MAX_STALE_SECONDS };
}

export function clearCache(context: MockContext, companyId: number | null): void {
  const { cache } = stateOf(context);
  if (companyId === null) cache.clear();
  else cache.delete(companyId);
}

export function serviceState(context: MockContext, service: ServiceName): DevServiceState {
  const state = stateOf(context);
  return { service, down: state.down.has(service), downForCompanies: [...state.downFor.get(service)!].sort((a, b) => a - b) };
}

export function setServiceDown(context: MockContext, service: ServiceName, down: boolean, companyId?: number): DevServiceState {
  const state = stateOf(context);
  if (companyId === undefined) {
    if (down) state.down.add(service);
    else state.down.delete(service);
  } else {
    const companies = state.downFor.get(service)!;
    if (down) companies.add(companyId);
    else companies.delete(companyId);
  }
  return serviceState(context, service);
}

/**
 * The staff's price and stock synchronisation over the world (contract/admin-price-stock-sync): the rows of every
 * company on every marketplace it sells on, a re-run's preview, and the re-run itself. A re-run sends every listed
 * variant of the row again: the waiting items go, the refusals a retry mends go, the others are refused again; the
 * variants sent carry the run's time as their `lastSyncAt`, which the seller's Marketplace Products shows.
 */
import type { Company } from '@contract/downstream/identity';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { paginate, zeroCounts } from '@contract/lists/list-query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { inRerunScope, retryMends, runOutcomeOf, syncStateOf } from '@contract/admin-price-stock-sync/price-stock-sync.rules';
import {
  SYNC_FAILURES_SHOWN,
  SYNC_TABS,
  type PriceStockSyncAnswer,
  type PriceStockSyncQuery,
  type PriceStockSyncRow,
  type RerunAnswer,
  type RerunPreview,
  type RerunScope,
} from '@contract/admin-price-stock-sync/price-stock-sync.types';
import type { World } from '../world';
import { catalogOf } from '../catalog/catalog-access';
import type { CompanyCatalog } from '../catalog/catalog-book';
import { listedItems, syncRecordOf, type SyncFailureRecord } from './sync-book';

interface ScopedRow {
  company: Company;
  catalog: CompanyCatalog;
  marketplace: MarketplaceCode;
}

/** Companies in id order, each on the marketplaces it has enabled, in the marketplaces' order. */
function rowsIn(world: World, scope: RerunScope): ScopedRow[] {
  const companies = world.companies.filter((company) => scope.companyId === undefined || company.id === scope.companyId).sort((a, b) => a.id - b.id);
  return companies.flatMap((company) => {
    const catalog = catalogOf(world, company.id);
    if (!catalog) return [];
    return MARKETPLACE_CODES.filter((marketplace) => catalog.settings.some((setting) => setting.marketplace === marketplace && setting.enabled))
      .filter((marketplace) => inRerunScope(scope, { companyId: company.id, marketplace }))
      .map((marketplace) => ({ company, catalog, marketplace }));
  });
}

function rowOf(world: World, { company, catalog, marketplace }: ScopedRow): PriceStockSyncRow {
  const listed = listedItems(catalog, marketplace);
  const skus = new Map(listed.map(({ variant }) => [variant.id, variant.sku]));
  const record = syncRecordOf(world, catalog, marketplace);
  const failures = record.failed
    .flatMap((failure) => {
      const sku = skus.get(failure.variantId);
      return sku === undefined ? [] : [{ ...failure, sku }];
    })
    .sort((a, b) => a.sku.localeCompare(b.sku));
  const pendingItems = record.pending.filter((variantId) => skus.has(variantId)).length;
  const counts = { pendingItems, failedItems: failures.length };
  const { lastRun } = record;
  return {
    companyId: company.id,
    companyName: company.name,
    marketplace,
    listedItems: listed.length,
    lastRun: lastRun ? { ...lastRun, outcome: runOutcomeOf(lastRun.sent, lastRun.failed) } : null,
    ...counts,
    failures: failures.slice(0, SYNC_FAILURES_SHOWN),
    state: syncStateOf(counts),
  };
}

/** The row's refusals a retry cannot mend, of variants still listed. */
function refusedAgain(world: World, { catalog, marketplace }: Pick<ScopedRow, 'catalog' | 'marketplace'>): SyncFailureRecord[] {
  const live = new Set(listedItems(catalog, marketplace).map(({ variant }) => variant.id));
  return syncRecordOf(world, catalog, marketplace).failed.filter((failure) => live.has(failure.variantId) && !retryMends(failure.reason));
}

export function listPriceStockSync(world: World, query: PriceStockSyncQuery): PriceStockSyncAnswer {
  const rows = rowsIn(world, query).map((row) => rowOf(world, row));
  const tabCounts = zeroCounts(SYNC_TABS);
  tabCounts.all = rows.length;
  for (const row of rows) tabCounts[row.state] += 1;
  const inTab = query.tab === 'all' ? rows : rows.filter((row) => row.state === query.tab);
  return { items: paginate(inTab, query.page, query.pageSize), total: inTab.length, page: query.page, pageSize: query.pageSize, tabCounts };
}

/** What a re-run of the scope touches; undefined when no company in it sells on a marketplace in it. */
export function previewRerun(world: World, scope: RerunScope): RerunPreview | undefined {
  const scoped = rowsIn(world, scope);
  if (scoped.length === 0) return undefined;
  let pendingItems = 0;
  let failedItems = 0;
  let staysFailing = 0;
  for (const row of scoped) {
    const shown = rowOf(world, row);
    pendingItems += shown.pendingItems;
    failedItems += shown.failedItems;
    staysFailing += refusedAgain(world, row).length;
  }
  return {
    rows: scoped.length,
    companies: new Set(scoped.map((row) => row.company.id)).size,
    marketplaces: new Set(scoped.map((row) => row.marketplace)).size,
    pendingItems,
    failedItems,
    staysFailing,
  };
}

/** Runs every row of the scope now; undefined when no company in it sells on a marketplace in it. */
export function rerunSync(world: World, scope: RerunScope, now: number): RerunAnswer | undefined {
  const scoped = rowsIn(world, scope);
  if (scoped.length === 0) return undefined;
  const at = new Date(now).toISOString();
  const answer: RerunAnswer = { rows: scoped.length, sent: 0, failed: 0 };
  for (const { catalog, marketplace } of scoped) {
    const record = syncRecordOf(world, catalog, marketplace);
    const listed = listedItems(catalog, marketplace);
    const refused = refusedAgain(world, { catalog, marketplace }).map((failure) => ({ ...failure, at }));
    const stillRefused = new Set(refused.map((failure) => failure.variantId));
    for (const { variant, state } of listed) if (!stillRefused.has(variant.id)) state.lastSyncAt = at;
    Object.assign(record, { lastRun: { at, sent: listed.length, failed: refused.length }, pending: [], failed: refused });
    catalog.version += 1;
    answer.sent += listed.length;
    answer.failed += refused.length;
  }
  return answer;
}

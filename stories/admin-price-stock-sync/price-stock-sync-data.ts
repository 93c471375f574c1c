/** Synchronisation pages and re-run previews for the props stories, from the seeded world the sandbox serves (as its routes). */
import {
  parsePriceStockSyncQuery,
  type PriceStockSyncAnswer,
  type PriceStockSyncQuery,
  type RerunPreview,
} from '@contract/admin-price-stock-sync/price-stock-sync.types';
import type { RawQuery } from '@contract/lists/list-query';
import { listPriceStockSync, previewRerun } from '@mocks/world/price-stock-sync/sync-operations';
import { createWorld } from '@mocks/world/world';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });

/** One company by default: the props stories stay quick (every company's catalogue is generated otherwise). */
export const syncQuery = (raw: RawQuery = {}): PriceStockSyncQuery => parsePriceStockSyncQuery({ companyId: '1003', ...raw });

/** GET /api/admin/price-stock-sync as the BFF answers it. */
export const syncPage = (query: PriceStockSyncQuery): PriceStockSyncAnswer => listPriceStockSync(world, query);

export const noSyncRows = (query: PriceStockSyncQuery): PriceStockSyncAnswer => ({
  items: [],
  total: 0,
  page: query.page,
  pageSize: query.pageSize,
  tabCounts: { ...syncPage({ ...query, tab: 'all' }).tabCounts, [query.tab]: 0 },
});

/** The first failing row of company 1003: the row re-run's scope. */
export const FAILING_ROW = syncPage(syncQuery({ tab: 'failing' })).items[0]!;

/** GET /api/admin/price-stock-sync/rerun-preview: for the failing row, or for the company on every marketplace. */
export const ROW_PREVIEW: RerunPreview = previewRerun(world, { companyId: FAILING_ROW.companyId, marketplace: FAILING_ROW.marketplace })!;
export const COMPANY_PREVIEW: RerunPreview = previewRerun(world, { companyId: FAILING_ROW.companyId })!;

export const NO_RERUN: DetailState<RerunPreview> = { status: 'idle', id: null, data: null, error: null, command: null };
export const rerunReady = (preview: RerunPreview): DetailState<RerunPreview> => ({ ...NO_RERUN, status: 'ready', id: 1, data: preview });
export const RERUN_LOADING: DetailState<RerunPreview> = { ...NO_RERUN, status: 'loading', id: 1 };

export const IDLE_COMMAND: CommandView = { submitting: false, error: null, succeeded: false };

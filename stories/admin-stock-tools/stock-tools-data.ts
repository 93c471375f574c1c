/** The stock tools for the page stories, from the same seeded world the sandbox serves, read with the operation its route calls. */
import type { StockPreview } from '@contract/admin-stock-tools/stock-tools.types';
import { stockPreview } from '@mocks/world/catalog/stock-tools';
import { createWorld } from '@mocks/world/world';
import type { ApiFailure } from '@web/lib/http';
import type { CommandState, DetailState } from '@web/lib/resources/detail-resource';
import { STORY_NOW } from '../support/order-data';
import { staffUploadStates } from '../support/staff-upload-states';

const world = createWorld({ now: STORY_NOW });

/** A company selling on the three Noon channels. */
export const STORY_COMPANY_ID = 1005;
export const PREVIEW: StockPreview = stockPreview(world, STORY_COMPANY_ID)!;
export const ZERO_SCOPE = PREVIEW.scopes[1]!;

export const idlePreview: DetailState<StockPreview> = { status: 'idle', id: null, data: null, error: null, command: null };
export const loadingPreview: DetailState<StockPreview> = { ...idlePreview, status: 'loading', id: STORY_COMPANY_ID };
export const failedPreview = (error: ApiFailure): DetailState<StockPreview> => ({ ...idlePreview, status: 'error', id: STORY_COMPANY_ID, error });
export const readyPreview = (command: CommandState | null = null, data: StockPreview = PREVIEW): DetailState<StockPreview> => ({
  status: 'ready',
  id: STORY_COMPANY_ID,
  data,
  error: null,
  command,
});

export const STOCK_UPLOADS = staffUploadStates({
  method: 'stockBulkImport',
  file: 'stock',
  refusal: {
    message: 'Marketplace: The variant TS-1 is not listed on trendyol.',
    reason: { code: 'imports.reasons.stockNotListed', column: 'Marketplace', params: { sku: 'TS-1', marketplace: 'trendyol' } },
  },
  doneRows: 250,
});

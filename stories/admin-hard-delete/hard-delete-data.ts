/**
 * Hard delete previews and jobs for the page stories, from the seeded world the sandbox serves, read with the
 * operation the sandbox's route calls (previewHardDelete); the job is a transaction as the BFF opens it.
 */
import type { HardDeleteQuery } from '@contract/admin-hard-delete/hard-delete.query';
import type { HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import { openTransaction } from '@contract/transactions/open-transaction';
import type { Transaction } from '@contract/transactions/transaction.types';
import { catalogOf } from '@mocks/world/catalog/catalog-access';
import { previewHardDelete } from '@mocks/world/catalog/hard-delete';
import { createWorld } from '@mocks/world/world';
import type { HardDeleteState } from '@web/features/admin-hard-delete/admin-hard-delete.slice';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });
/** A generated company no other story or e2e test changes. */
export const STORY_COMPANY_ID = 1022;
const catalog = catalogOf(world, STORY_COMPANY_ID)!;
const live = catalog.products.find((product) => product.deletedAt === null)!;
const deleted = catalog.products.find((product) => product.deletedAt !== null)!;

export const PRODUCT_TARGETS = [String(live.id), String(deleted.id)];

function preview(query: Omit<HardDeleteQuery, 'companyId'>): HardDeletePreview {
  const answer = previewHardDelete(world, STORY_COMPANY_ID, query);
  if (!answer) throw new Error('The seeded world has no such company');
  return answer;
}

export const PRODUCTS_PREVIEW = preview({ scope: 'products', targets: PRODUCT_TARGETS });
export const CATALOG_PREVIEW = preview({ scope: 'catalog', targets: [] });
export const UNKNOWN_PREVIEW = preview({ scope: 'variants', targets: [catalog.variants[0]!.sku, 'NO-SUCH-SKU'] });

export const productsQuery: HardDeleteQuery = { companyId: STORY_COMPANY_ID, scope: 'products', targets: PRODUCT_TARGETS };
export const catalogQuery: HardDeleteQuery = { companyId: STORY_COMPANY_ID, scope: 'catalog', targets: [] };

const opened = openTransaction({
  id: 'story-hard-delete',
  companyId: STORY_COMPANY_ID,
  method: 'hardDelete',
  createdBy: 'usr-admin',
  date: new Date(STORY_NOW).toISOString(),
});
export const RUNNING_JOB: Transaction = { ...opened, status: 'inProgress', progress: { done: 2, total: 2 * 100 } };
export const DONE_JOB: Transaction = { ...opened, status: 'done', rows: 2, progress: { done: 2, total: 2 } };
export const FAILED_JOB: Transaction = { ...opened, status: 'error', error: { code: 'downstreamUnavailable', message: '' } };

export function hardDeleteState(parts: Partial<HardDeleteState> = {}): HardDeleteState {
  return {
    preview: { status: 'idle', data: null, error: null },
    start: { status: 'idle', error: null },
    job: { status: 'idle', data: null, error: null },
    ...parts,
  };
}

export const ready = (data: HardDeletePreview): HardDeleteState['preview'] => ({ status: 'ready', data, error: null });

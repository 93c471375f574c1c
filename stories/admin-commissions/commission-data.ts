/** The commission rates for the page stories, read with the world operation the sandbox's route calls, and the file's upload states. */
import { parseCommissionQuery, type CommissionListAnswer, type CommissionQuery } from '@contract/admin-commissions/commission.types';
import type { RawQuery } from '@contract/lists/list-query';
import { listCommissions, setCommission } from '@mocks/world/accounting/commission-operations';
import { createWorld } from '@mocks/world/world';
import { DAY_MS } from '@contract/lists/date-range';
import { STORY_NOW } from '../support/order-data';
import { staffUploadStates } from '../support/staff-upload-states';

const world = createWorld({ now: STORY_NOW });
const first = listCommissions(world, parseCommissionQuery({ marketplace: 'trendyol' }), STORY_NOW).items[0]!;
// One rate a staff member changed two days ago, so the list shows a change beside the marketplaces' own terms.
setCommission(world, first, { ratePercent: 13.5 }, STORY_NOW - 2 * DAY_MS, 'Deniz Kaya');

export const commissionQuery = (raw: RawQuery = {}): CommissionQuery => parseCommissionQuery(raw);
export const commissionPage = (query: CommissionQuery): CommissionListAnswer => listCommissions(world, query, STORY_NOW);

export const COMMISSION_UPLOADS = staffUploadStates({
  method: 'commissionBulkUpdate',
  file: 'commissions',
  refusal: {
    message: 'Category ID: There is no category with the ID 99999.',
    reason: { code: 'imports.reasons.categoryUnknown', column: 'Category ID', params: { categoryId: 99999 } },
  },
  doneRows: 120,
});

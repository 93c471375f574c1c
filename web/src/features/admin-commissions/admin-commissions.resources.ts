/**
 * The rates list, the change of one rate as the command of a record nothing is loaded for (it answers the row as it
 * stands afterwards), and the commission file. The list is asked again after a change and when a file ends.
 */
import { COMMISSION_IMPORT_ROUTES, COMMISSION_ROUTES } from '@contract/admin-commissions/commission.routes';
import type { CommissionQuery, CommissionRate, SetCommissionBody } from '@contract/admin-commissions/commission.types';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { apiCall } from '@web/lib/api-call';
import { command, createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { createStaffImport } from '@web/lib/staff-import/staff-import';

export interface CommissionTarget {
  categoryId: number;
  marketplace: MarketplaceCode;
}

export const commissionList = createListResource('adminCommissions', (query: CommissionQuery) => apiCall(COMMISSION_ROUTES.list, { query }));

export const COMMISSION_RECORD_ID = 0;
const nothingToLoad = (): Promise<CommissionRate | null> => Promise.resolve(null);

export const commissionChanges = createDetailResource('adminCommissionChanges', nothingToLoad, {
  save: command(
    (_id, { target, body }: { target: CommissionTarget; body: SetCommissionBody }) =>
      apiCall(COMMISSION_ROUTES.set, { params: { id: target.categoryId, marketplace: target.marketplace }, body }),
    'adminCommissions.saved',
  ),
});

export const commissionImport = createStaffImport('adminCommissionImport', COMMISSION_IMPORT_ROUTES);

/**
 * The search (a list) and the changes to one record, as the commands of one record: the row last changed (nothing is
 * loaded for it; each command answers the row as it stands after the change). The list is asked again after each.
 */
import type { ClaimDecisionBody, OrderClaimToolRow, OrderCorrectionBody, PackageCorrectionBody } from '@contract/admin-orders/order-claim-tools';
import { ADMIN_ORDER_CLAIM_TOOLS_ROUTES } from '@contract/admin-orders/order-claim-tools.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { correctOrder, correctPackage, decideClaim, searchOrderClaimTools, type RecordRef } from './order-claim-tools.api';

export const orderClaimToolsList = createListResource('adminOrderClaimToolsList', searchOrderClaimTools);
export const orderClaimToolsExport = staffListExport(ADMIN_ORDER_CLAIM_TOOLS_ROUTES.export);

export const ORDER_CLAIM_TOOLS_RECORD_ID = 0;
const nothingToLoad = (): Promise<OrderClaimToolRow | null> => Promise.resolve(null);

export const orderClaimToolChanges = createDetailResource('adminOrderClaimToolChanges', nothingToLoad, {
  decideClaim: command((_id, { ref, body }: { ref: RecordRef; body: ClaimDecisionBody }) => decideClaim(ref, body), 'adminOrderClaimTools.decision.done'),
  correctOrder: command((_id, { ref, body }: { ref: RecordRef; body: OrderCorrectionBody }) => correctOrder(ref, body), 'adminOrderClaimTools.correction.done'),
  correctPackage: command(
    (_id, { ref, body }: { ref: RecordRef; body: PackageCorrectionBody }) => correctPackage(ref, body),
    'adminOrderClaimTools.correction.done',
  ),
});

export type OrderClaimToolCommand = CommandName<typeof orderClaimToolChanges>;
export type OnOrderClaimToolCommand = OnCommand<typeof orderClaimToolChanges>;

import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  COMMISSION_FILTER_KEYS,
  commissionQueryToRaw,
  commissionRowKey,
  parseCommissionQuery,
  type CommissionRate,
  type SetCommissionBody,
} from '@contract/admin-commissions/commission.types';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { COMMISSION_RECORD_ID, commissionChanges, commissionImport, commissionList } from '../admin-commissions.resources';
import { AdminCommissionsPage } from '../pages/AdminCommissionsPage';

const FILTERS = { keys: COMMISSION_FILTER_KEYS, parse: (applied: AppliedFilters) => parseCommissionQuery(applied) };
const DIALOG_EXTRAS = ['row'] as const;

/** /admin/commissions?tab=&marketplace=&categoryId=&q=&action=editCommission&row=<categoryId>-<marketplace>: the URL holds the list and the dialog. */
export function AdminCommissionsView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: commissionList, parse: parseCommissionQuery, toRaw: commissionQueryToRaw, filters: FILTERS });
  const [params] = useSearchParams();
  const [, open] = useUrlDialog<'editCommission'>('action', DIALOG_EXTRAS);
  const changes = useSelector(commissionChanges.select);
  const upload = useSelector(commissionImport.select);
  const rowKey = params.get('row');
  const editing = list.page.state.page?.items.find((row) => commissionRowKey(row) === rowKey) ?? null;
  const onEdit = useCallback((row: CommissionRate) => open('editCommission', { row: commissionRowKey(row) }), [open]);
  const onSave = useCallback(
    (row: CommissionRate, body: SetCommissionBody) =>
      dispatch(commissionChanges.commandCalled(COMMISSION_RECORD_ID, 'save', { target: { categoryId: row.categoryId, marketplace: row.marketplace }, body })),
    [dispatch],
  );
  return (
    <AdminCommissionsPage
      {...list.page}
      editing={editing}
      save={commandView(changes, 'save')}
      onEdit={onEdit}
      onSave={onSave}
      upload={upload}
      templateHref={commissionImport.templateUrl()}
      errorFileUrl={commissionImport.errorFileUrl}
      onSendFile={(file) => dispatch(commissionImport.sent(file))}
      onUploadReset={() => dispatch(commissionImport.reset())}
    />
  );
}

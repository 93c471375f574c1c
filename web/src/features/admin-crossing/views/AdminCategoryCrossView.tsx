import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  ADMIN_CROSS_FILTER_KEYS,
  adminCrossQueryToRaw,
  adminCrossRowKey,
  parseAdminCrossFilters,
  parseAdminCrossQuery,
  parseAdminCrossRowKey,
  type AdminCategoryCrossRow,
} from '@contract/admin-crossing/category-cross.query';
import type { CrossSyncMode } from '@contract/catalog/taxonomy.types';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { ALL_COMPANIES, adminCrossExport, adminCrossHealth, adminCrossList, adminTheirCategories } from '../admin-crossing.resources';
import { CROSS_DIALOG_EXTRAS } from '../components/AdminCrossDialogs';
import type { CrossRowDialog } from '../components/category-cross-list-config';
import { AdminCategoryCrossPage } from '../pages/AdminCategoryCrossPage';

const FILTERS = { keys: ADMIN_CROSS_FILTER_KEYS, parse: parseAdminCrossFilters };
const PICKER_PAGE_SIZE = 10;

/** /admin/category-cross?tab=&marketplace=&sync=&companyId=&q=&action=&row=: the URL holds the list and the open dialog. */
export function AdminCategoryCrossView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: adminCrossList, parse: parseAdminCrossQuery, toRaw: adminCrossQueryToRaw, filters: FILTERS });
  const [params] = useSearchParams();
  const [, openDialog] = useUrlDialog<CrossRowDialog>('action', CROSS_DIALOG_EXTRAS);
  const health = useSelector(adminCrossHealth.select);
  const found = useSelector(adminTheirCategories.select);
  const companyId = list.query.companyId ?? ALL_COMPANIES;
  const target = parseAdminCrossRowKey(params.get('row'));

  useEffect(() => {
    dispatch(adminCrossHealth.requested(companyId));
  }, [dispatch, companyId]);

  const marketplace = target?.marketplace;
  const onSearch = useCallback(
    (q: string) => {
      if (marketplace) dispatch(adminTheirCategories.requested({ marketplace, q: q || undefined, page: 1, pageSize: PICKER_PAGE_SIZE }));
    },
    [dispatch, marketplace],
  );
  const onOpen = useCallback((dialog: CrossRowDialog, row: AdminCategoryCrossRow) => openDialog(dialog, { row: adminCrossRowKey(row) }), [openDialog]);
  const onSync = useCallback(
    (row: AdminCategoryCrossRow, syncMode: CrossSyncMode) => {
      if (row.remoteCategoryId === null) return;
      const input = { target: { categoryId: row.categoryId, marketplace: row.marketplace }, body: { remoteCategoryId: row.remoteCategoryId, syncMode } };
      dispatch(adminCrossHealth.commandCalled(companyId, 'sync', input));
    },
    [dispatch, companyId],
  );

  return (
    <AdminCategoryCrossPage
      {...list.page}
      onExport={() => dispatch(adminCrossExport.requested(adminCrossQueryToRaw(list.query)))}
      health={health}
      onHealthRetry={() => dispatch(adminCrossHealth.requested(companyId))}
      onOpen={onOpen}
      onSync={onSync}
      busy={health.command?.status === 'running'}
      syncError={commandView(health, 'sync').error}
      target={target}
      crossCommand={commandView(health, 'cross')}
      uncrossCommand={commandView(health, 'uncross')}
      onCross={(crossing, body) => dispatch(adminCrossHealth.commandCalled(companyId, 'cross', { target: crossing, body }))}
      onUncross={(crossing) => dispatch(adminCrossHealth.commandCalled(companyId, 'uncross', crossing))}
      found={found}
      onSearch={onSearch}
    />
  );
}

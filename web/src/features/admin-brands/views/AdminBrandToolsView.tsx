import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import {
  ADMIN_BRAND_FILTER_KEYS,
  adminBrandQueryToRaw,
  parseAdminBrandFilters,
  parseAdminBrandQuery,
  type AdminBrandRow,
} from '@contract/admin-brands/admin-brand.query';
import { wholeId } from '@contract/lists/whole-id';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { CommandState } from '@web/lib/resources/detail-resource';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import type { BrandCrossInput } from '../admin-brands.api';
import { adminBrandDetail, adminBrandsExport, adminBrandsList } from '../admin-brands.resources';
import type { AdminBrandDialog } from '../components/admin-brand-list-config';
import { AdminBrandToolsPage } from '../pages/AdminBrandToolsPage';

const FILTERS = { keys: ADMIN_BRAND_FILTER_KEYS, parse: parseAdminBrandFilters };

/** /admin/brand-tools: the URL is the list state and the dialog (`?action=merge|cross&item=<brand id>`). */
export function AdminBrandToolsView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: adminBrandsList, parse: parseAdminBrandQuery, toRaw: adminBrandQueryToRaw, filters: FILTERS });
  const detail = useSelector(adminBrandDetail.select);
  const [params] = useSearchParams();
  const [active, open, close] = useUrlDialog<AdminBrandDialog>();
  const itemId = wholeId(params.get('item'));
  const handled = useRef<CommandState | null>(detail.command);

  useEffect(() => {
    if ((active === 'merge' || active === 'cross') && itemId !== null) dispatch(adminBrandDetail.requested(itemId));
  }, [dispatch, active, itemId]);

  useEffect(() => {
    const { command } = detail;
    if (command === handled.current || command?.status !== 'done') return;
    handled.current = command;
    dispatch(adminBrandsList.reloadRequested());
    // The cross form's dialog closes itself on success (UrlFormDialog); the typed confirmation does not.
    if (command.name === 'merge') close();
  }, [detail, dispatch, close]);

  const onOpenDialog = useCallback((dialog: AdminBrandDialog, row: AdminBrandRow) => open(dialog, { item: String(row.id) }), [open]);
  const onMerge = useCallback((id: number, typed: string) => dispatch(adminBrandDetail.commandCalled(id, 'merge', typed)), [dispatch]);
  const onCross = useCallback((id: number, input: BrandCrossInput) => dispatch(adminBrandDetail.commandCalled(id, 'cross', input)), [dispatch]);
  return (
    <AdminBrandToolsPage
      {...list.page}
      onExport={() => dispatch(adminBrandsExport.requested(adminBrandQueryToRaw(list.query)))}
      detail={detail}
      mergeCommand={commandView(detail, 'merge')}
      crossCommand={commandView(detail, 'cross')}
      onOpenDialog={onOpenDialog}
      onMerge={onMerge}
      onCross={onCross}
    />
  );
}

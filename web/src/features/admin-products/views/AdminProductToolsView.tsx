import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  PRODUCT_TOOLS_FILTER_KEYS,
  parseProductToolsFilters,
  parseProductToolsQuery,
  productToolsProblems,
  productToolsQueryToRaw,
} from '@contract/admin-products/admin-tools';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { useStaffFileProps } from '@web/lib/staff-import/use-staff-file-props';
import { TOOLS_RECORD_ID, productToolChanges, productToolsList } from '../admin-tools.resources';
import { lockUpdateImport, priceBlockImport } from '../tool-imports.resources';
import type { ToolDialog } from '../components/admin-tools-config';
import { AdminProductToolsPage } from '../pages/AdminProductToolsPage';

const FILTERS = { keys: PRODUCT_TOOLS_FILTER_KEYS, parse: parseProductToolsFilters };

/** /admin/product-tools (admin only): the URL holds the search, the company, the page and the open dialog with its row. */
export function AdminProductToolsView() {
  const dispatch = useDispatch();
  const list = useListScreen({
    list: productToolsList,
    parse: parseProductToolsQuery,
    toRaw: productToolsQueryToRaw,
    problems: productToolsProblems,
    filters: FILTERS,
  });
  const changes = useSelector(productToolChanges.select);
  const [, open] = useUrlDialog<ToolDialog>();
  const onOpenDialog = useCallback((name: ToolDialog, item: string) => open(name, { item }), [open]);
  const files = { priceBlock: useStaffFileProps(priceBlockImport), lockUpdate: useStaffFileProps(lockUpdateImport) };
  return (
    <AdminProductToolsPage
      {...list.page}
      commandOf={(name) => commandView(changes, name)}
      onCommand={(...call) => dispatch(productToolChanges.commandCalled(TOOLS_RECORD_ID, ...call))}
      onOpenDialog={onOpenDialog}
      files={files}
    />
  );
}

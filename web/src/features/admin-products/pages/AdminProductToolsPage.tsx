import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchesNothing, type ProductToolRow, type ProductToolsQuery } from '@contract/admin-products/admin-tools';
import { ListScreen } from '@web/components/list/ListScreen';
import { emptyKeyOf } from '@web/components/list/filter-values';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { CommandView } from '@web/lib/resources/command-view';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import type { OnToolCommand, ToolCommand } from '../admin-tools.resources';
import { PRODUCT_TOOLS_FILTER_FIELDS, toolColumns, toolRowKey, type ToolDialog } from '../components/admin-tools-config';
import { AdminToolsDialogs } from '../components/AdminToolsDialogs';
import { ToolFilePanels, type ToolFiles } from '../components/ToolFilePanels';
import { validateToolFilters } from '../components/tool-filters';

export interface AdminProductToolsPageProps {
  query: ProductToolsQuery;
  state: ListState<ProductToolRow, never>;
  onQueryChange: (patch: Partial<ProductToolsQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  commandOf: (name: ToolCommand) => CommandView;
  onCommand: OnToolCommand;
  onOpenDialog: (name: ToolDialog, item: string) => void;
  /** The price-block and lock-update files. */
  files: ToolFiles;
}

/**
 * /admin/product-tools: any variant across companies by id, SKU, barcode or name, with the company it belongs to;
 * each row is enabled or disabled (or its whole product, with a reason), locked or unlocked on a marketplace with a
 * reason, and its price blocked; price blocks and lock updates also come in bulk from a file.
 */
export function AdminProductToolsPage(props: AdminProductToolsPageProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenDialog } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => toolColumns(t, format, (name, row) => onOpenDialog(name, toolRowKey(row))), [t, format, onOpenDialog]);
  return (
    <>
      <ToolFilePanels files={props.files} />
      <ListScreen<ProductToolRow>
        listId="adminProductTools"
        titleKey="routes.adminProductTools"
        filters={{ fields: PRODUCT_TOOLS_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateToolFilters }}
        columns={columns}
        {...listWiring(query, state, onQueryChange)}
        rowKey={toolRowKey}
        errorKey="adminProductTools.loadError"
        emptyKey={searchesNothing(query) ? 'adminProductTools.searchFirst' : emptyKeyOf(PRODUCT_TOOLS_FILTER_FIELDS, query, 'adminProductTools.empty')}
        onRetry={onRetry}
      />
      <AdminToolsDialogs rows={state.page?.items ?? []} commandOf={props.commandOf} onCommand={props.onCommand} />
    </>
  );
}

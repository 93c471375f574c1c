import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminMpProductRowKey, needsSearch, type AdminMpProductListQuery, type AdminMpProductRow } from '@contract/admin-mp-products/admin-mp-product.query';
import type { MpProductTab } from '@contract/catalog/mp-product.query';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import {
  ADMIN_MP_PRODUCT_FILTER_FIELDS,
  ADMIN_MP_PRODUCT_TAB_DEFINITIONS,
  adminMpProductColumns,
  validateAdminMpProductFilters,
} from '../components/admin-mp-product-list-config';
import { exportActions } from '@web/components/list/export-action';

export interface AdminMpProductsPageProps {
  query: AdminMpProductListQuery;
  state: ListState<AdminMpProductRow, MpProductTab>;
  /** The company an open-as-seller call runs for. */
  opening: number | null;
  openError: ApiFailure | null;
  onQueryChange: (patch: Partial<AdminMpProductListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Starts an Excel export of the list on screen (a staff transaction; its file is offered when it is done). */
  onExport?: () => void;
  onOpenAsSeller: (row: AdminMpProductRow) => void;
}

/** /admin/mp-products/: every company's marketplace products, a tab per status; a row opens its company's list as the seller. */
export function AdminMpProductsPage(props: AdminMpProductsPageProps) {
  const { query, state, opening, openError, onQueryChange, onFiltersApply, onFiltersReset, onRetry, onOpenAsSeller } = props;
  const format = useFormatters();
  const { t } = useTranslation();
  const columns = useMemo(() => adminMpProductColumns(format, t, { opening, onOpen: onOpenAsSeller }), [format, t, opening, onOpenAsSeller]);
  return (
    <ListScreen<AdminMpProductRow, MpProductTab>
      listId="adminMpProducts"
      toolbar={exportActions(props.onExport)}
      titleKey="routes.adminMpProducts"
      tabs={{ tabs: ADMIN_MP_PRODUCT_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      summary={<ErrorAlert error={openError} />}
      filters={{
        fields: ADMIN_MP_PRODUCT_FILTER_FIELDS,
        values: { ...query },
        onApply: onFiltersApply,
        onReset: onFiltersReset,
        validate: validateAdminMpProductFilters,
      }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={adminMpProductRowKey}
      errorKey="adminMpProducts.loadError"
      emptyKey={needsSearch(query) ? 'adminMpProducts.needsSearch' : 'adminMpProducts.empty'}
      onRetry={onRetry}
    />
  );
}

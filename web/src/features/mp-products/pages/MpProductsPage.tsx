import { useMemo } from 'react';
import { mpProductRowKey, type MpProductListQuery, type MpProductRow, type MpProductTab } from '@contract/catalog/mp-product.query';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { MP_PRODUCT_FILTER_FIELDS, MP_PRODUCT_TAB_DEFINITIONS, mpProductColumns, validateMpProductFilters } from '../components/mp-product-list-config';

export interface MpProductsPageProps {
  query: MpProductListQuery;
  state: ListState<MpProductRow, MpProductTab>;
  onQueryChange: (patch: Partial<MpProductListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}

/** /products/mp-products: one row per variant and marketplace, a tab per marketplace status, each SKU linking to its product. */
export function MpProductsPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry }: MpProductsPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => mpProductColumns(format), [format]);
  return (
    <ListScreen<MpProductRow, MpProductTab>
      listId="mpProducts"
      titleKey="mpProducts.title"
      tabs={{ tabs: MP_PRODUCT_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: MP_PRODUCT_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateMpProductFilters }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={mpProductRowKey}
      rowHref={(row) => pathOf('productEdit', { productId: row.productId })}
      errorKey="mpProducts.loadError"
      onRetry={onRetry}
    />
  );
}

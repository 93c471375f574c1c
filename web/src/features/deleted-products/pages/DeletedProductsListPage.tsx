import { useMemo } from 'react';
import {
  deletedProductFilterProblems,
  type DeletedProductFilters,
  type DeletedProductListQuery,
  type DeletedProductRow,
} from '@contract/catalog/deleted-product.query';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { DELETED_PRODUCT_FILTER_FIELDS, deletedProductColumns } from '../components/deleted-product-list-config';

export interface DeletedProductsListPageProps {
  query: DeletedProductListQuery;
  state: ListState<DeletedProductRow, never>;
  onQueryChange: (patch: Partial<DeletedProductListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}

const validate = (values: Record<string, string>) => deletedProductFilterProblems(values as DeletedProductFilters);

/** /deleted-products: the products deleted with their last variant, newest first; each opens its Deleted Product view. */
export function DeletedProductsListPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry }: DeletedProductsListPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => deletedProductColumns(format), [format]);
  return (
    <ListScreen<DeletedProductRow, never>
      listId="deletedProducts"
      titleKey="deletedProducts.title"
      filters={{ fields: DELETED_PRODUCT_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('deletedProduct', { productId: row.id })}
      errorKey="deletedProducts.loadError"
      emptyKey="deletedProducts.empty"
      onRetry={onRetry}
    />
  );
}

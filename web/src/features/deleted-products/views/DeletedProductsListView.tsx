import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DELETED_PRODUCT_FILTER_KEYS, deletedProductFilterProblems, deletedProductQueryToRaw, parseDeletedProductQuery, type DeletedProductFilters,
} from '@contract/catalog/deleted-product.query';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { deletedProductsList } from '../deleted-products.resources';
import { DeletedProductsListPage } from '../pages/DeletedProductsListPage';

const parse = (raw: Parameters<typeof parseDeletedProductQuery>[0]) => parseDeletedProductQuery(raw);
const applied = (values: Record<string, string | undefined>): DeletedProductFilters => ({ q: values.q, productIds: values.productIds });

/** /deleted-products: the URL is the list state (filters, page, page size, sort). */
export function DeletedProductsListView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parse, deletedProductQueryToRaw);
  const state = useSelector(deletedProductsList.select);
  // A URL whose product-id list is not one shows the rule inline and asks the server nothing.
  const blocked = useMemo(() => deletedProductFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(deletedProductsList.requested(query));
  }, [dispatch, query, blocked]);
  return (
    <DeletedProductsListPage
      query={query}
      state={blocked ? nothingAsked() : state}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(values) => update(filtersPatch(DELETED_PRODUCT_FILTER_KEYS, applied(values)))}
      onFiltersReset={() => update(filtersPatch(DELETED_PRODUCT_FILTER_KEYS, {}))}
      onRetry={() => dispatch(deletedProductsList.requested(query))}
    />
  );
}

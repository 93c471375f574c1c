import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  MP_PRODUCT_FILTER_KEYS, mpProductFilterProblems, mpProductQueryToRaw, parseMpProductFilters, parseMpProductQuery, type MpProductFilters,
} from '@contract/catalog/mp-product.query';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { selectUser } from '@web/lib/session/session.selectors';
import { storage } from '@web/lib/storage';
import { mpProductsList } from '../mp-products.resources';
import { MpProductsPage } from '../pages/MpProductsPage';

/**
 * /products/mp-products: the URL is the list state. An admin acting as the seller keeps the current search in
 * localStorage `mpProductSearch` (spec §6), which is what the sidebar's 'Back to marketplace products' link stands on.
 */
export function MpProductsView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseMpProductQuery, mpProductQueryToRaw);
  const state = useSelector(mpProductsList.select);
  const acting = useSelector(selectUser)?.userRole === 'adminAsUser';

  const blocked = useMemo(() => mpProductFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(mpProductsList.requested(query));
  }, [dispatch, query, blocked]);
  useEffect(() => {
    if (acting) storage.set('mpProductSearch', mpProductQueryToRaw({ ...filtersPatch(MP_PRODUCT_FILTER_KEYS, query), tab: query.tab }));
  }, [acting, query]);

  return (
    <MpProductsPage
      query={query}
      state={blocked ? nothingAsked() : state}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(MP_PRODUCT_FILTER_KEYS, parseMpProductFilters(applied)))}
      onFiltersReset={() => update(filtersPatch<MpProductFilters>(MP_PRODUCT_FILTER_KEYS, {}))}
      onRetry={() => dispatch(mpProductsList.requested(query))}
    />
  );
}

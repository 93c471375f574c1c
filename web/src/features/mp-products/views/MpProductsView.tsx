import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import {
  MP_PRODUCT_FILTER_KEYS,
  mpProductFilterProblems,
  mpProductQueryToRaw,
  parseMpProductFilters,
  parseMpProductQuery,
} from '@contract/catalog/mp-product.query';
import { filtersPatch } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { selectUser } from '@web/lib/session/session.selectors';
import { storage } from '@web/lib/storage';
import { mpProductsList } from '../mp-products.resources';
import { MpProductsPage } from '../pages/MpProductsPage';

const FILTERS = { keys: MP_PRODUCT_FILTER_KEYS, parse: parseMpProductFilters };

/**
 * /products/mp-products: the URL is the list state. An admin acting as the seller keeps the current search in
 * localStorage `mpProductSearch` (spec §6), which is what the sidebar's 'Back to marketplace products' link stands on.
 */
export function MpProductsView() {
  const list = useListScreen({
    list: mpProductsList,
    parse: parseMpProductQuery,
    toRaw: mpProductQueryToRaw,
    problems: mpProductFilterProblems,
    filters: FILTERS,
  });
  const acting = useSelector(selectUser)?.userRole === 'adminAsUser';
  const { query } = list;
  useEffect(() => {
    if (acting) storage.set('mpProductSearch', mpProductQueryToRaw({ ...filtersPatch(MP_PRODUCT_FILTER_KEYS, query), tab: query.tab }));
  }, [acting, query]);
  return <MpProductsPage {...list.page} />;
}

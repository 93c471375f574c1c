import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Navigate, useSearchParams } from 'react-router';
import {
  ADMIN_MP_PRODUCT_FILTER_KEYS,
  adminMpProductFilterProblems,
  adminMpProductQueryToRaw,
  parseAdminMpProductFilters,
  parseAdminMpProductQuery,
  sellerSearchOf,
  type AdminMpProductRow,
} from '@contract/admin-mp-products/admin-mp-product.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { adminMpProductsExport, adminMpProductsList } from '../admin-mp-products.resources';
import { openAsSellerRequested, selectAdminMpProducts } from '../admin-mp-products.slice';
import { AdminMpProductsPage } from '../pages/AdminMpProductsPage';
import { rememberSearch, rememberedSearch } from '../remembered-search';

const FILTERS = { keys: ADMIN_MP_PRODUCT_FILTER_KEYS, parse: parseAdminMpProductFilters };

/**
 * /admin/mp-products/: the URL is the list state, and the admin's search is remembered (remembered-search.ts). Opened
 * with no search of its own (the way back from a seller, the menu), the list takes the remembered one back.
 */
export function AdminMpProductsView() {
  const [params] = useSearchParams();
  const [restore] = useState(() => (params.size === 0 ? rememberedSearch() : null));
  if (restore && Object.keys(restore).length > 0 && params.size === 0) return <Navigate to={{ search: new URLSearchParams(restore).toString() }} replace />;
  return <AdminMpProductsList />;
}

function AdminMpProductsList() {
  const dispatch = useDispatch();
  const [params] = useSearchParams();
  const list = useListScreen({
    list: adminMpProductsList,
    parse: parseAdminMpProductQuery,
    toRaw: adminMpProductQueryToRaw,
    problems: adminMpProductFilterProblems,
    filters: FILTERS,
  });
  const { opening, openError } = useSelector(selectAdminMpProducts);
  const search = params.toString();
  useEffect(() => rememberSearch(Object.fromEntries(new URLSearchParams(search))), [search]);
  const { query } = list;
  const onOpenAsSeller = useCallback(
    (row: AdminMpProductRow) => {
      const adminSearch = Object.fromEntries(new URLSearchParams(search));
      dispatch(openAsSellerRequested({ companyId: row.companyId, adminSearch, sellerSearch: sellerSearchOf(query) }));
    },
    [dispatch, search, query],
  );
  const onExport = () => dispatch(adminMpProductsExport.requested(adminMpProductQueryToRaw(query)));
  return <AdminMpProductsPage {...list.page} opening={opening} openError={openError} onOpenAsSeller={onOpenAsSeller} onExport={onExport} />;
}

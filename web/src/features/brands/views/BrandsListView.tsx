import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { BRAND_FILTER_KEYS, brandQueryToRaw, parseBrandFilters, parseBrandQuery } from '@contract/catalog/brand.api';
import { pathOf } from '@contract/routes';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { brandsList } from '../brands.resources';
import { BrandsListPage } from '../pages/BrandsListPage';

/** /brands: the URL is the list state (tab, search, marketplace, page, page size, sort). */
export function BrandsListView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [query, update] = useListQuery(parseBrandQuery, brandQueryToRaw);
  const state = useSelector(brandsList.select);
  useEffect(() => {
    dispatch(brandsList.requested(query));
  }, [dispatch, query]);
  return (
    <BrandsListPage
      query={query}
      state={state}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(BRAND_FILTER_KEYS, parseBrandFilters(applied)))}
      onFiltersReset={() => update(filtersPatch(BRAND_FILTER_KEYS, {}))}
      onRetry={() => dispatch(brandsList.requested(query))}
      onAdd={() => void navigate(pathOf('brandNew'))}
    />
  );
}

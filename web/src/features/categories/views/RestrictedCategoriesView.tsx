import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { parseSearchListQuery, searchListQueryToRaw } from '@contract/catalog/taxonomy-lists.query';
import { useListQuery } from '@web/lib/list-url';
import { restrictedList } from '../categories.resources';
import { RestrictedCategoriesPage } from '../pages/RestrictedCategoriesPage';

/** /categories/restricted-categories: the URL holds the search and the page. */
export function RestrictedCategoriesView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseSearchListQuery, searchListQueryToRaw);
  const state = useSelector(restrictedList.select);
  useEffect(() => {
    dispatch(restrictedList.requested(query));
  }, [dispatch, query]);
  return (
    <RestrictedCategoriesPage query={query} state={state} onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update({ q: parseSearchListQuery(applied).q })} onFiltersReset={() => update({ q: undefined })}
      onRetry={() => dispatch(restrictedList.requested(query))} />
  );
}

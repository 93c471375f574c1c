import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { oldAttributeQueryToRaw, parseOldAttributeQuery } from '@contract/catalog/taxonomy-lists.query';
import { useListQuery } from '@web/lib/list-url';
import { oldAttributesList } from '../categories.resources';
import { OldAttributesPage } from '../pages/OldAttributesPage';

/** /old-attributes: the URL holds the search, the type and the page. */
export function OldAttributesView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseOldAttributeQuery, oldAttributeQueryToRaw);
  const state = useSelector(oldAttributesList.select);
  useEffect(() => {
    dispatch(oldAttributesList.requested(query));
  }, [dispatch, query]);
  return (
    <OldAttributesPage query={query} state={state} onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => {
        const { q, type } = parseOldAttributeQuery(applied);
        update({ q, type });
      }}
      onFiltersReset={() => update({ q: undefined, type: undefined })}
      onRetry={() => dispatch(oldAttributesList.requested(query))} />
  );
}

import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { PACKAGE_FILTER_KEYS, packageFilterProblems, packageQueryToRaw, parsePackageFilters, parsePackageQuery } from '@contract/packages/package.query';
import { PACKAGE_ROUTES } from '@contract/packages/package.routes';
import { filtersPatch, useListQuery } from '@web/lib/list-url';
import { exportRequested } from '@web/lib/resources/export.sagas';
import { nothingAsked } from '@web/lib/resources/list-resource';
import { packagesList } from '../packages.resources';
import { PackagesListPage } from '../pages/PackagesListPage';

/** /packages: the URL is the list state. The export sends the tab and filters; it needs a date range (spec §5). */
export function PackagesListView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parsePackageQuery, packageQueryToRaw);
  const state = useSelector(packagesList.select);

  const blocked = useMemo(() => packageFilterProblems(query) !== null, [query]);
  useEffect(() => {
    if (!blocked) dispatch(packagesList.requested(query));
  }, [dispatch, query, blocked]);

  return (
    <PackagesListPage
      query={query}
      state={blocked ? nothingAsked() : state}
      onQueryChange={(patch) => update(patch)}
      onFiltersApply={(applied) => update(filtersPatch(PACKAGE_FILTER_KEYS, parsePackageFilters(applied)))}
      onFiltersReset={() => update(filtersPatch(PACKAGE_FILTER_KEYS, {}))}
      onRetry={() => dispatch(packagesList.requested(query))}
      onExport={() => dispatch(exportRequested({ path: PACKAGE_ROUTES.export.path, filters: packageQueryToRaw({ ...filtersPatch(PACKAGE_FILTER_KEYS, query), tab: query.tab }) }))}
    />
  );
}

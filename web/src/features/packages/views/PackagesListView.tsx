import { useDispatch } from 'react-redux';
import { PACKAGE_FILTER_KEYS, packageFilterProblems, packageQueryToRaw, parsePackageFilters, parsePackageQuery } from '@contract/packages/package.query';
import { filtersPatch } from '@web/lib/list-url';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { packagesExport, packagesList } from '../packages.resources';
import { PackagesListPage } from '../pages/PackagesListPage';

const FILTERS = { keys: PACKAGE_FILTER_KEYS, parse: parsePackageFilters };

/** /packages: the URL is the list state. The export sends the tab and filters; it needs a date range (spec §5). */
export function PackagesListView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: packagesList, parse: parsePackageQuery, toRaw: packageQueryToRaw, problems: packageFilterProblems, filters: FILTERS });
  const { query } = list;
  return (
    <PackagesListPage
      {...list.page}
      onExport={() => dispatch(packagesExport.requested(packageQueryToRaw({ ...filtersPatch(PACKAGE_FILTER_KEYS, query), tab: query.tab })))}
    />
  );
}

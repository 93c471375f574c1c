import { parseSearchListQuery, searchListQueryToRaw } from '@contract/catalog/taxonomy-lists.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { restrictedList } from '../categories.resources';
import { RestrictedCategoriesPage } from '../pages/RestrictedCategoriesPage';

const FILTERS = { keys: ['q'] as const, parse: parseSearchListQuery };

/** /categories/restricted-categories: the URL holds the search and the page. */
export function RestrictedCategoriesView() {
  const list = useListScreen({ list: restrictedList, parse: parseSearchListQuery, toRaw: searchListQueryToRaw, filters: FILTERS });
  return <RestrictedCategoriesPage {...list.page} />;
}

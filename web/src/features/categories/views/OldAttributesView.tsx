import { oldAttributeQueryToRaw, parseOldAttributeQuery } from '@contract/catalog/taxonomy-lists.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { oldAttributesList } from '../categories.resources';
import { OldAttributesPage } from '../pages/OldAttributesPage';

const FILTERS = { keys: ['q', 'type'] as const, parse: parseOldAttributeQuery };

/** /old-attributes: the URL holds the search, the type and the page. */
export function OldAttributesView() {
  const list = useListScreen({ list: oldAttributesList, parse: parseOldAttributeQuery, toRaw: oldAttributeQueryToRaw, filters: FILTERS });
  return <OldAttributesPage {...list.page} />;
}

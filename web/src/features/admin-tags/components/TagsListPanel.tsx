/** The tags by status, searched by name or id, filtered by kind; a row's buttons open its edit and delete dialogs. */
import { useMemo } from 'react';
import type { TagListQuery, TagTab } from '@contract/admin-tags/tag.query';
import type { Tag } from '@contract/admin-tags/tag.types';
import { ListScreen } from '@web/components/list/ListScreen';
import { exportActions } from '@web/components/list/export-action';
import type { AppliedFilters } from '@web/components/list/list-types';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { TAG_FILTER_FIELDS, TAG_TAB_DEFINITIONS, tagColumns, type TagRowActions } from './tag-list-config';

export interface TagsListProps {
  query: TagListQuery;
  state: ListState<Tag, TagTab>;
  onQueryChange: (patch: Partial<TagListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
  /** Export the tab and filters on screen (a staff transaction, downloaded from a notice when it ends). */
  onExport?: () => void;
}

export function TagsListPanel({ list, actions, onAdd }: { list: TagsListProps; actions: TagRowActions; onAdd: () => void }) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list;
  const columns = useMemo(() => tagColumns(actions), [actions]);
  return (
    <ListScreen<Tag, TagTab>
      listId="adminTags"
      titleKey="adminTags.views.tags"
      tabs={{ tabs: TAG_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: TAG_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(tag) => String(tag.id)}
      errorKey="adminTags.loadError"
      emptyKey="adminTags.empty"
      onRetry={onRetry}
      toolbar={[{ id: 'add', labelKey: 'adminTags.add', onClick: onAdd, icon: 'cilPlus' }, ...exportActions(list.onExport)]}
    />
  );
}

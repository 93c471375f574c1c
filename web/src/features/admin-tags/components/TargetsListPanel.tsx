/**
 * Products or companies to tag by hand, across companies: products of the chosen company (searched by SKU or name) or
 * by id in any company; companies by id or name. The selection stays while the company or the search changes, so one
 * assignment may name products of several companies.
 */
import { useMemo } from 'react';
import { productSearchReady, tagTargetProblems, type TagTargetQuery } from '@contract/admin-tags/tag.query';
import type { Tag, TagKind, TagTarget } from '@contract/admin-tags/tag.types';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, FilterValidator } from '@web/components/list/list-types';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { parseTagTargetQuery } from '@contract/admin-tags/tag.query';
import { TARGET_FILTER_FIELDS, TARGET_TAB_DEFINITIONS, targetColumns } from './target-list-config';

export interface TargetsListProps {
  query: TagTargetQuery;
  state: ListState<TagTarget, TagKind>;
  onQueryChange: (patch: Partial<TagTargetQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}

export interface TargetsListPanelProps {
  list: TargetsListProps;
  /** Every tag, to show what each target carries. */
  tags: readonly Tag[];
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  onAssign: () => void;
}

export function TargetsListPanel({ list, tags, selected, onSelect, onAssign }: TargetsListPanelProps) {
  const { query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry } = list;
  const columns = useMemo(() => targetColumns(new Map(tags.map((tag) => [tag.id, tag]))), [tags]);
  const validate: FilterValidator = (values) => tagTargetProblems(parseTagTargetQuery({ ...values, tab: query.tab }));
  const prompt = query.tab === 'product' && !productSearchReady(query);
  return (
    <ListScreen<TagTarget, TagKind>
      listId="adminTagTargets"
      titleKey="adminTags.views.targets"
      tabs={{
        tabs: TARGET_TAB_DEFINITIONS,
        active: query.tab,
        counts: prompt ? null : (state.page?.tabCounts ?? null),
        onChange: (tab) => onQueryChange({ tab }),
      }}
      filters={{ fields: TARGET_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(target) => String(target.id)}
      errorKey="adminTags.targetsLoadError"
      emptyKey={prompt ? 'adminTags.targetsPrompt' : 'adminTags.targetsEmpty'}
      onRetry={onRetry}
      selection={{ selected, onChange: onSelect }}
      bulkActions={[{ id: 'assign', labelKey: 'adminTags.assign.open', onClick: onAssign, icon: 'cilTag' }]}
    />
  );
}

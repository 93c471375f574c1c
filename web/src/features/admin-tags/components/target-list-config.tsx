/** The targets list as configuration: a tab per kind, the company filter and a search, and the columns. */
import { TAG_TARGET_TABS } from '@contract/admin-tags/tag.query';
import type { Tag, TagKind, TagTarget } from '@contract/admin-tags/tag.types';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import { TagBadge } from './TagBadge';

export const TARGET_TAB_DEFINITIONS: readonly TabDefinition<TagKind>[] = TAG_TARGET_TABS.map((id) => ({ id, labelKey: `adminTags.targetTabs.${id}` }));

export const TARGET_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  { kind: 'text', name: 'q', labelKey: 'adminTags.filters.targetQ', hintKey: 'adminTags.filters.targetQHint' },
];

/** `tags`: the tags known on screen, to show a target's tag ids as badges. */
export function targetColumns(tags: ReadonlyMap<number, Tag>): readonly Column<TagTarget>[] {
  return [
    { id: 'id', headerKey: 'adminTags.columns.targetId', cell: (target) => target.id },
    { id: 'name', headerKey: 'adminTags.columns.targetName', cell: (target) => target.name, priority: 'essential' },
    { id: 'sku', headerKey: 'adminTags.columns.sku', cell: (target) => target.sku ?? '', hideable: true },
    { id: 'company', headerKey: 'adminTags.columns.company', cell: (target) => `${target.companyName} (${target.companyId})` },
    {
      id: 'tags',
      headerKey: 'adminTags.columns.tags',
      cell: (target) => (
        <span className="d-flex flex-wrap gap-1">
          {target.tagIds.map((id) => {
            const tag = tags.get(id);
            return tag ? <TagBadge key={id} tag={tag} /> : null;
          })}
        </span>
      ),
    },
  ];
}

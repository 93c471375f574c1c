/** The tags list as configuration: status tabs, filters and columns (the row's edit and delete open their dialogs). */
import { CBadge, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { TAG_TABS, type TagTab } from '@contract/admin-tags/tag.query';
import { TAG_KINDS, type Tag } from '@contract/admin-tags/tag.types';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import { TagBadge } from './TagBadge';

export const TAG_TAB_DEFINITIONS: readonly TabDefinition<TagTab>[] = TAG_TABS.map((id) => ({ id, labelKey: `adminTags.tabs.${id}` }));

export const TAG_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'adminTags.filters.q' },
  {
    kind: 'select',
    name: 'kind',
    labelKey: 'adminTags.filters.kind',
    anyKey: 'adminTags.filters.anyKind',
    options: TAG_KINDS.map((value) => ({ value, labelKey: `adminTags.kinds.${value}` })),
  },
];

export interface TagRowActions {
  onEdit: (tag: Tag) => void;
  onDelete: (tag: Tag) => void;
}

function RowActions({ tag, onEdit, onDelete }: TagRowActions & { tag: Tag }) {
  const { t, i18n } = useTranslation();
  const name = tag.name[i18n.language === 'tr' ? 'tr' : 'en'];
  return (
    <span className="d-flex gap-1">
      <CButton size="sm" color="secondary" variant="outline" aria-label={t('adminTags.editNamed', { name })} onClick={() => onEdit(tag)}>
        {t('adminTags.edit')}
      </CButton>
      <CButton size="sm" color="danger" variant="outline" aria-label={t('adminTags.removeNamed', { name })} onClick={() => onDelete(tag)}>
        {t('adminTags.remove')}
      </CButton>
    </span>
  );
}

export function tagColumns(actions: TagRowActions): readonly Column<Tag>[] {
  return [
    { id: 'id', headerKey: 'adminTags.columns.id', cell: (tag) => tag.id, sortField: 'id' },
    { id: 'name', headerKey: 'adminTags.columns.name', cell: (tag) => <TagBadge tag={tag} />, sortField: 'name', priority: 'essential' },
    { id: 'otherName', headerKey: 'adminTags.columns.otherName', cell: (tag) => `${tag.name.en} / ${tag.name.tr}`, hideable: true },
    { id: 'colour', headerKey: 'adminTags.columns.colour', cell: (tag) => <KeyedText prefix="adminTags.colours" value={tag.colour} />, hideable: true },
    { id: 'kind', headerKey: 'adminTags.columns.kind', cell: (tag) => <KeyedText prefix="adminTags.kinds" value={tag.kind} /> },
    {
      id: 'status',
      headerKey: 'adminTags.columns.status',
      cell: (tag) => (
        <CBadge color={tag.status === 'active' ? 'success' : 'secondary'}>
          <KeyedText prefix="adminTags.status" value={tag.status} />
        </CBadge>
      ),
    },
    { id: 'usage', headerKey: 'adminTags.columns.usage', cell: (tag) => tag.usage, sortField: 'usage', align: 'end', firstDirection: 'desc' },
    { id: 'actions', headerKey: 'adminTags.columns.actions', cell: (tag) => <RowActions tag={tag} {...actions} /> },
  ];
}

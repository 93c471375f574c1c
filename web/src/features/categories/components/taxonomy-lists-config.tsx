/** The restricted categories and old attributes lists as configuration. */
import { CBadge } from '@coreui/react';
import type { OldAttributeRow } from '@contract/catalog/taxonomy-lists.query';
import { ATTRIBUTE_TYPES, type RestrictedCategory } from '@contract/catalog/taxonomy.types';
import type { Column, FilterField } from '@web/components/list/list-types';
import { KeyedText } from '@web/components/KeyedText';
import { LocalizedText } from '@web/components/LocalizedText';
import type { NameOf } from '@web/lib/localized-name';
import type { Formatters } from '@web/lib/format';
import { StatusBadge } from './category-badges';

export const RESTRICTED_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'categories.restricted.q', hintKey: 'categories.restricted.qHint' },
];

export function restrictedColumns(format: Formatters, localizedPath: NameOf): Column<RestrictedCategory>[] {
  return [
    { id: 'categoryId', headerKey: 'categories.restricted.categoryId', cell: (row) => row.categoryId, link: true },
    { id: 'path', headerKey: 'categories.restricted.path', cell: (row) => localizedPath(row.path), link: true },
    { id: 'reason', headerKey: 'categories.restricted.reason', cell: (row) => row.reason },
    { id: 'since', headerKey: 'categories.restricted.since', cell: (row) => format.date(row.since) },
  ];
}

export const OLD_ATTRIBUTE_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'categories.oldAttributes.q', hintKey: 'categories.oldAttributes.qHint' },
  {
    kind: 'select',
    name: 'type',
    labelKey: 'categories.oldAttributes.type',
    anyKey: 'categories.oldAttributes.anyType',
    options: ATTRIBUTE_TYPES.map((value) => ({ value, labelKey: `categories.attributeType.${value}` })),
  },
];

export function oldAttributeColumns(format: Formatters): Column<OldAttributeRow>[] {
  return [
    { id: 'id', headerKey: 'categories.attributes.id', cell: (row) => row.id },
    { id: 'name', headerKey: 'categories.attributes.name', cell: (row) => <LocalizedText name={row.name} /> },
    { id: 'remoteId', headerKey: 'categories.attributes.remoteId', cell: (row) => row.remoteId, hideable: true },
    { id: 'type', headerKey: 'categories.attributes.type', cell: (row) => <KeyedText prefix="categories.attributeType" value={row.type} /> },
    { id: 'status', headerKey: 'categories.attributes.status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      id: 'values',
      headerKey: 'categories.attributes.values',
      hideable: true,
      cell: (row) =>
        row.type === 'list' ? (
          <span className="d-flex flex-wrap gap-1">
            {row.values.slice(0, 6).map((value) => (
              <CBadge key={value.id} color="light" textColor="dark">
                <LocalizedText name={value.name} />
              </CBadge>
            ))}
          </span>
        ) : null,
    },
    { id: 'categoryCount', headerKey: 'categories.oldAttributes.categoryCount', cell: (row) => format.number(row.categoryCount), align: 'end' },
    { id: 'variantCount', headerKey: 'categories.oldAttributes.variantCount', cell: (row) => format.number(row.variantCount), align: 'end' },
  ];
}

/** The categories list as configuration: status tabs, filters and columns. */
import { ownNames } from '@contract/catalog/category.rules';
import type { NameOf } from '@web/lib/localized-name';
import { CBadge } from '@coreui/react';
import { CATEGORY_CROSS_FILTERS, CATEGORY_LEAF_FILTERS, CATEGORY_TABS, type CategoryRow, type CategoryTab } from '@contract/catalog/category.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { KeyedText } from '@web/components/KeyedText';
import { CrossedBadges, StatusBadge } from './category-badges';

export const CATEGORY_TAB_DEFINITIONS: readonly TabDefinition<CategoryTab>[] = CATEGORY_TABS.map((id) => ({ id, labelKey: `categories.tabs.${id}` }));

export const CATEGORY_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'categories.filters.q', hintKey: 'categories.filters.qHint' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'categories.filters.marketplace',
    anyKey: 'categories.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  {
    kind: 'select',
    name: 'cross',
    labelKey: 'categories.filters.cross',
    anyKey: 'categories.filters.anyCross',
    hintKey: 'categories.filters.crossHint',
    options: CATEGORY_CROSS_FILTERS.map((value) => ({ value, labelKey: `categories.crossFilter.${value}` })),
  },
  {
    kind: 'select',
    name: 'leaf',
    labelKey: 'categories.filters.leaf',
    anyKey: 'categories.filters.anyLeaf',
    options: CATEGORY_LEAF_FILTERS.map((value) => ({ value, labelKey: `categories.leaf.${value}` })),
  },
];

export function categoryColumns(format: Formatters, localizedPath: NameOf): Column<CategoryRow>[] {
  return [
    { id: 'id', headerKey: 'categories.columns.id', cell: (row) => row.id, sortField: 'id', link: true },
    { id: 'name', headerKey: 'categories.columns.name', cell: (row) => localizedPath(ownNames(row)), sortField: 'name', link: true },
    { id: 'path', headerKey: 'categories.columns.path', cell: (row) => <span className="small">{localizedPath(row.path)}</span> },
    { id: 'remoteId', headerKey: 'categories.columns.remoteId', cell: (row) => row.remoteId, priority: 'low' },
    { id: 'status', headerKey: 'categories.columns.status', cell: (row) => <StatusBadge status={row.status} /> },
    {
      id: 'leaf',
      headerKey: 'categories.columns.leaf',
      priority: 'low',
      cell: (row) => (
        <CBadge color="light" textColor="dark">
          <KeyedText prefix="categories.leaf" value={row.isLeaf ? 'leaf' : 'parent'} />
        </CBadge>
      ),
    },
    { id: 'crossings', headerKey: 'categories.columns.crossings', cell: (row) => <CrossedBadges crossings={row.crossings} />, priority: 'high' },
    {
      id: 'attributeCount',
      headerKey: 'categories.columns.attributeCount',
      cell: (row) => format.number(row.attributeCount),
      align: 'end',
      hideable: true,
      defaultHidden: true,
    },
    {
      id: 'createdAt',
      headerKey: 'categories.columns.createdAt',
      cell: (row) => format.date(row.createdAt),
      sortField: 'createdAt',
      firstDirection: 'desc',
      priority: 'high',
    },
  ];
}

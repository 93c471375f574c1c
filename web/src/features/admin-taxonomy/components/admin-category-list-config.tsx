/** The staff categories list as configuration: status tabs, filters (the company among them) and columns with the row actions. */
import { CBadge, CButton } from '@coreui/react';
import { CATEGORY_LEAF_FILTERS, CATEGORY_TABS, type CategoryTab } from '@contract/catalog/category.query';
import type { AdminCategoryRow } from '@contract/admin-taxonomy/admin-category.query';
import { ownNames } from '@contract/catalog/category.rules';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { NameOf } from '@web/lib/localized-name';

export const ADMIN_CATEGORY_TABS: readonly TabDefinition<CategoryTab>[] = CATEGORY_TABS.map((id) => ({ id, labelKey: `categories.tabs.${id}` }));

export const ADMIN_CATEGORY_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'categories.filters.q', hintKey: 'categories.filters.qHint' },
  {
    kind: 'select',
    name: 'leaf',
    labelKey: 'categories.filters.leaf',
    anyKey: 'categories.filters.anyLeaf',
    options: CATEGORY_LEAF_FILTERS.map((value) => ({ value, labelKey: `categories.leaf.${value}` })),
  },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company', hintKey: 'adminTaxonomy.filters.companyHint' },
];

export type AdminCategoryRowAction = 'edit' | 'status' | 'delete' | 'block' | 'unblock';

export interface AdminCategoryColumnOptions {
  nameOf: NameOf;
  /** A company is chosen: the blocked column and the block actions show. */
  withCompany: boolean;
  labelOf: (key: string) => string;
  onAction: (row: AdminCategoryRow, action: AdminCategoryRowAction) => void;
}

function RowActions({ row, withCompany, labelOf, onAction }: { row: AdminCategoryRow } & Omit<AdminCategoryColumnOptions, 'nameOf'>) {
  const actions: { action: AdminCategoryRowAction; key: string; color: 'primary' | 'secondary' | 'danger' | 'warning' }[] = [
    { action: 'edit', key: 'adminTaxonomy.actions.edit', color: 'primary' },
    { action: 'status', key: row.status === 'active' ? 'adminTaxonomy.actions.deactivate' : 'adminTaxonomy.actions.activate', color: 'secondary' },
    { action: 'delete', key: 'adminTaxonomy.actions.delete', color: 'danger' },
  ];
  if (withCompany)
    actions.push(
      row.blocked
        ? { action: 'unblock', key: 'adminTaxonomy.actions.unblock', color: 'warning' }
        : { action: 'block', key: 'adminTaxonomy.actions.block', color: 'warning' },
    );
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {actions.map(({ action, key, color }) => (
        <CButton key={action} size="sm" color={color} variant="ghost" onClick={() => onAction(row, action)} data-testid={`${action}-${row.id}`}>
          {labelOf(key)}
        </CButton>
      ))}
    </span>
  );
}

export function adminCategoryColumns({ nameOf, withCompany, labelOf, onAction }: AdminCategoryColumnOptions): Column<AdminCategoryRow>[] {
  const columns: Column<AdminCategoryRow>[] = [
    { id: 'id', headerKey: 'categories.columns.id', cell: (row) => row.id, sortField: 'id' },
    { id: 'name', headerKey: 'categories.columns.name', cell: (row) => nameOf(ownNames(row)), sortField: 'name' },
    { id: 'path', headerKey: 'categories.columns.path', cell: (row) => <span className="small">{nameOf(row.path)}</span> },
    { id: 'remoteId', headerKey: 'categories.columns.remoteId', cell: (row) => <code>{row.remoteId}</code> },
    {
      id: 'status',
      headerKey: 'categories.columns.status',
      cell: (row) => (
        <CBadge color={row.status === 'active' ? 'success' : 'secondary'}>
          <KeyedText prefix="categories.status" value={row.status} />
        </CBadge>
      ),
    },
  ];
  if (withCompany)
    columns.push({
      id: 'blocked',
      headerKey: 'adminTaxonomy.columns.blocked',
      cell: (row) =>
        row.blocked ? (
          <CBadge color="warning" textColor="dark">
            {labelOf('adminTaxonomy.blocked')}
          </CBadge>
        ) : null,
    });
  columns.push({
    id: 'actions',
    headerKey: 'adminTaxonomy.columns.actions',
    align: 'end',
    className: 'text-nowrap',
    cell: (row) => <RowActions row={row} withCompany={withCompany} labelOf={labelOf} onAction={onAction} />,
  });
  return columns;
}

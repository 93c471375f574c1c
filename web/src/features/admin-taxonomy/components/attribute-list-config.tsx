/** The attributes list as configuration: status tabs, filters and columns with the row actions. */
import { CBadge, CButton } from '@coreui/react';
import { ATTRIBUTE_TABS, type AttributeRow, type AttributeTab } from '@contract/admin-taxonomy/admin-attribute.query';
import { ATTRIBUTE_TYPES } from '@contract/catalog/taxonomy.types';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const ATTRIBUTE_TAB_DEFINITIONS: readonly TabDefinition<AttributeTab>[] = ATTRIBUTE_TABS.map((id) => ({ id, labelKey: `categories.tabs.${id}` }));

export const ATTRIBUTE_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'adminTaxonomy.attributeFilters.q' },
  {
    kind: 'select',
    name: 'type',
    labelKey: 'adminTaxonomy.attributeForm.type',
    options: ATTRIBUTE_TYPES.map((value) => ({ value, labelKey: `adminTaxonomy.attributeType.${value}` })),
  },
];

export type AttributeRowAction = 'edit' | 'status' | 'values';

export interface AttributeColumnOptions {
  format: Formatters;
  labelOf: (key: string) => string;
  onAction: (row: AttributeRow, action: AttributeRowAction) => void;
}

function RowActions({ row, labelOf, onAction }: { row: AttributeRow } & Omit<AttributeColumnOptions, 'format'>) {
  const actions: { action: AttributeRowAction; key: string; color: 'primary' | 'secondary' }[] = [
    { action: 'edit', key: 'adminTaxonomy.actions.edit', color: 'primary' },
    { action: 'values', key: 'adminTaxonomy.actions.values', color: 'primary' },
    { action: 'status', key: row.status === 'active' ? 'adminTaxonomy.actions.deactivate' : 'adminTaxonomy.actions.activate', color: 'secondary' },
  ];
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

export function attributeColumns({ format, labelOf, onAction }: AttributeColumnOptions): Column<AttributeRow>[] {
  return [
    { id: 'id', headerKey: 'categories.columns.id', cell: (row) => row.id, sortField: 'id' },
    { id: 'name', headerKey: 'adminTaxonomy.attributeForm.name', cell: (row) => row.name.en, sortField: 'name' },
    { id: 'nameTr', headerKey: 'adminTaxonomy.attributeForm.nameTr', cell: (row) => row.name.tr },
    { id: 'type', headerKey: 'adminTaxonomy.attributeForm.type', cell: (row) => <KeyedText prefix="adminTaxonomy.attributeType" value={row.type} /> },
    { id: 'remoteId', headerKey: 'adminTaxonomy.attributeForm.remoteId', cell: (row) => (row.remoteId ? <code>{row.remoteId}</code> : null), priority: 'low' },
    {
      id: 'status',
      headerKey: 'adminTaxonomy.attributeForm.status',
      cell: (row) => (
        <span className="d-inline-flex gap-1">
          <CBadge color={row.status === 'active' ? 'success' : 'secondary'}>
            <KeyedText prefix="categories.status" value={row.status} />
          </CBadge>
          {row.old ? (
            <CBadge color="light" textColor="dark">
              {labelOf('adminTaxonomy.attributeOld')}
            </CBadge>
          ) : null}
        </span>
      ),
    },
    { id: 'valueCount', headerKey: 'adminTaxonomy.columns.valueCount', cell: (row) => format.number(row.valueCount), align: 'end' },
    {
      id: 'mandatory',
      headerKey: 'adminTaxonomy.columns.mandatory',
      cell: (row) => `${format.number(row.mandatoryCount)} / ${format.number(row.categoryCount)}`,
      align: 'end',
      priority: 'low',
    },
    {
      id: 'actions',
      headerKey: 'adminTaxonomy.columns.actions',
      align: 'end',
      className: 'text-nowrap',
      cell: (row) => <RowActions row={row} labelOf={labelOf} onAction={onAction} />,
    },
  ];
}

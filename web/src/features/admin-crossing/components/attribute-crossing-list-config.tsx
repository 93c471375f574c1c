/** The staff Attribute Crossing list as configuration: state tabs, filters (company included), columns and the row's Open. */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { ATTRIBUTE_MANDATORY_FILTERS, attributeRowKey, type AdminAttributeCrossRow } from '@contract/admin-crossing/attribute-crossing.query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { CrossStatusBadge } from '@web/components/category/CrossStatusBadge';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import type { NameOf } from '@web/lib/localized-name';

export const ADMIN_ATTRIBUTE_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'text', name: 'q', labelKey: 'adminCrossing.filters.q', hintKey: 'adminCrossing.attributes.qHint' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'adminCrossing.filters.marketplace',
    anyKey: 'adminCrossing.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  {
    kind: 'select',
    name: 'mandatory',
    labelKey: 'adminCrossing.attributes.mandatory',
    anyKey: 'adminCrossing.attributes.anyMandatory',
    options: ATTRIBUTE_MANDATORY_FILTERS.map((value) => ({ value, labelKey: `adminCrossing.attributes.mandatoryFilter.${value}` })),
  },
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
];

export function adminAttributeColumns(
  t: TFunction,
  format: Formatters,
  nameOf: NameOf,
  onOpen: (row: AdminAttributeCrossRow) => void,
  withProducts: boolean,
): Column<AdminAttributeCrossRow>[] {
  const columns: Column<AdminAttributeCrossRow>[] = [
    { id: 'path', headerKey: 'adminCrossing.columns.path', cell: (row) => `${nameOf(row.path)} (${row.categoryId})` },
    { id: 'marketplace', headerKey: 'adminCrossing.columns.marketplace', cell: (row) => t(`marketplaces.${row.marketplace}`), priority: 'high' },
    {
      id: 'attribute',
      headerKey: 'adminCrossing.attributes.attribute',
      priority: 'high',
      cell: (row) => (
        <span className="d-flex flex-wrap gap-1 align-items-center">
          {nameOf(row.attributeName)}
          {row.mandatory ? <CBadge color="info">{t('adminCrossing.attributes.oursMandatory')}</CBadge> : null}
        </span>
      ),
    },
    {
      id: 'status',
      headerKey: 'adminCrossing.columns.status',
      cell: (row) => <CrossStatusBadge status={row.status} testId={`attribute-status-${attributeRowKey(row)}`} />,
    },
    {
      id: 'theirs',
      headerKey: 'adminCrossing.attributes.theirs',
      cell: (row) =>
        row.remoteAttributeName ? (
          <span className="d-flex flex-wrap gap-1 align-items-center">
            {row.remoteAttributeName}
            {row.theirMandatory ? (
              <CBadge color="warning" textColor="dark">
                {t('adminCrossing.attributes.theirsMandatory')}
              </CBadge>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'values',
      headerKey: 'adminCrossing.attributes.values',
      align: 'end',
      hideable: true,
      cell: (row) =>
        row.type === 'list'
          ? t('adminCrossing.attributes.valuesCrossed', {
              crossed: format.number(row.valuesCrossed),
              total: format.number(row.valueCount),
              auto: format.number(row.valuesAuto),
            })
          : '—',
    },
    { id: 'sync', headerKey: 'adminCrossing.columns.sync', hideable: true, cell: (row) => t(`categories.syncMode.${row.syncMode}`), priority: 'low' },
    { id: 'products', headerKey: 'adminCrossing.columns.products', align: 'end', cell: (row) => format.number(row.products) },
    {
      id: 'actions',
      headerKey: 'adminCrossing.columns.actions',
      align: 'end',
      cell: (row) => (
        <CButton color="primary" variant="outline" size="sm" onClick={() => onOpen(row)} data-testid={`open-${attributeRowKey(row)}`}>
          {t('adminCrossing.attributes.open')}
        </CButton>
      ),
    },
  ];
  return withProducts ? columns : columns.filter((column) => column.id !== 'products');
}

/** The commission list as configuration: tabs (all, changed by staff), filters (marketplace, category, search), columns and the edit button. */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { COMMISSION_TABS, COMMISSION_DECIMALS, type CommissionRate, type CommissionTab } from '@contract/admin-commissions/commission.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import type { NameOf } from '@web/lib/localized-name';

export const COMMISSION_TAB_DEFINITIONS: readonly TabDefinition<CommissionTab>[] = COMMISSION_TABS.map((id) => ({
  id,
  labelKey: `adminCommissions.tabs.${id}`,
}));

export const COMMISSION_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'adminCommissions.filters.marketplace',
    anyKey: 'adminCommissions.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'text', name: 'categoryId', labelKey: 'adminCommissions.filters.category', hintKey: 'adminCommissions.filters.categoryHint' },
  { kind: 'text', name: 'q', labelKey: 'adminCommissions.filters.q' },
];

/** A rate as people write it: `12.50%`, in Turkish `%12,50`. */
export const percentText = (t: TFunction, format: Formatters, value: number) =>
  t('adminCommissions.percent', { value: format.number(value, COMMISSION_DECIMALS) });

export function commissionColumns(format: Formatters, nameOf: NameOf, t: TFunction, onEdit: (row: CommissionRate) => void): Column<CommissionRate>[] {
  return [
    { id: 'category', headerKey: 'adminCommissions.columns.category', cell: (row) => nameOf(row.path), priority: 'essential' },
    { id: 'categoryId', headerKey: 'adminCommissions.columns.categoryId', cell: (row) => row.categoryId },
    { id: 'marketplace', headerKey: 'adminCommissions.columns.marketplace', cell: (row) => t(`marketplaces.${row.marketplace}`), priority: 'essential' },
    {
      id: 'rate',
      headerKey: 'adminCommissions.columns.rate',
      align: 'end',
      priority: 'essential',
      cell: (row) => <span className="fw-semibold">{percentText(t, format, row.ratePercent)}</span>,
    },
    {
      id: 'previous',
      headerKey: 'adminCommissions.columns.previous',
      align: 'end',
      cell: (row) => (row.previousPercent === null ? '' : percentText(t, format, row.previousPercent)),
    },
    { id: 'appliesFrom', headerKey: 'adminCommissions.columns.appliesFrom', cell: (row) => format.dateTime(row.appliesFrom) },
    {
      id: 'setBy',
      headerKey: 'adminCommissions.columns.setBy',
      cell: (row) => (row.setBy === null ? <CBadge color="secondary">{t('adminCommissions.terms')}</CBadge> : row.setBy),
    },
    {
      id: 'actions',
      headerKey: 'adminCommissions.columns.actions',
      align: 'end',
      cell: (row) => (
        <CButton
          size="sm"
          color="primary"
          variant="ghost"
          aria-label={t('adminCommissions.editOf', { category: nameOf(row.path), marketplace: t(`marketplaces.${row.marketplace}`) })}
          onClick={() => onEdit(row)}
        >
          {t('adminCommissions.edit')}
        </CButton>
      ),
    },
  ];
}

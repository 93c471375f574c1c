/** The validation queue as configuration: the company and marketplace filters, and the columns (a row re-validates itself). */
import { CButton } from '@coreui/react';
import type { AdminValidationRow } from '@contract/admin-products/admin-validation';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import type { TFunction } from 'i18next';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { ValidationReasons } from './ValidationReasons';

export const ADMIN_VALIDATION_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'adminProductValidation.filters.marketplace',
    anyKey: 'adminProductValidation.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
];

export function validationColumns(t: TFunction, format: Formatters, onRevalidate: (row: AdminValidationRow) => void): Column<AdminValidationRow>[] {
  return [
    {
      id: 'product',
      headerKey: 'adminProductValidation.columns.product',
      cell: (row) => (
        <>
          <div data-testid="validation-product">{row.productName}</div>
          <div className="small text-body-secondary">{t('adminProductValidation.productId', { id: row.productId })}</div>
        </>
      ),
    },
    {
      id: 'company',
      headerKey: 'adminProductValidation.columns.company',
      priority: 'high',
      cell: (row) => (
        <span data-testid="validation-company">
          {row.companyName} <span className="text-body-secondary">#{row.companyId}</span>
        </span>
      ),
    },
    { id: 'marketplace', headerKey: 'adminProductValidation.columns.marketplace', cell: (row) => <KeyedText prefix="marketplaces" value={row.marketplace} /> },
    { id: 'skus', headerKey: 'adminProductValidation.columns.skus', hideable: true, cell: (row) => row.skus.join(', ') },
    { id: 'reasons', headerKey: 'adminProductValidation.columns.reasons', cell: (row) => <ValidationReasons reasons={row.reasons} /> },
    {
      id: 'failedAt',
      headerKey: 'adminProductValidation.columns.failedAt',
      priority: 'low',
      cell: (row) => (row.failedAt ? format.dateTime(row.failedAt) : ''),
    },
    {
      id: 'actions',
      headerKey: 'adminProductValidation.columns.actions',
      align: 'end',
      cell: (row) => (
        <CButton color="primary" variant="outline" size="sm" onClick={() => onRevalidate(row)} data-testid="revalidate-row">
          {t('adminProductValidation.revalidate.action')}
        </CButton>
      ),
    },
  ];
}

/** The brands list as configuration: all brands or the duplicates, a company and a name, the columns and the row's actions. */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { ADMIN_BRAND_TABS, type AdminBrandRow, type AdminBrandTab } from '@contract/admin-brands/admin-brand.query';
import { mergeRefusal } from '@contract/admin-brands/admin-brand.rules';
import { KeyedText } from '@web/components/KeyedText';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';

export type AdminBrandDialog = 'merge' | 'cross';

export const ADMIN_BRAND_TAB_DEFINITIONS: readonly TabDefinition<AdminBrandTab>[] = ADMIN_BRAND_TABS.map((id) => ({ id, labelKey: `adminBrands.tabs.${id}` }));

export const ADMIN_BRAND_FILTER_FIELDS: readonly FilterField[] = [
  { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' },
  { kind: 'text', name: 'q', labelKey: 'adminBrands.filters.q' },
];

export function adminBrandColumns(t: TFunction, onOpen: (dialog: AdminBrandDialog, row: AdminBrandRow) => void): Column<AdminBrandRow>[] {
  return [
    { id: 'name', headerKey: 'adminBrands.columns.name', cell: (row) => row.name, sortField: 'name' },
    { id: 'id', headerKey: 'adminBrands.columns.id', cell: (row) => row.id, sortField: 'id', hideable: true },
    {
      id: 'company',
      headerKey: 'adminBrands.columns.company',
      cell: (row) => (
        <>
          {row.companyName} <span className="text-body-secondary small">#{row.companyId}</span>
        </>
      ),
    },
    {
      id: 'duplicates',
      headerKey: 'adminBrands.columns.duplicates',
      cell: (row) => (
        <span data-testid="brand-duplicates">
          {row.sameCompanyDuplicates > 0 ? (
            <CBadge color="warning" className="me-1">
              {t('adminBrands.sameCompany', { count: row.sameCompanyDuplicates })}
            </CBadge>
          ) : null}
          {row.otherCompanyDuplicates > 0 ? <CBadge color="secondary">{t('adminBrands.otherCompanies', { count: row.otherCompanyDuplicates })}</CBadge> : null}
        </span>
      ),
    },
    {
      id: 'crossings',
      headerKey: 'adminBrands.columns.crossings',
      hideable: true,
      cell: (row) =>
        row.crossings
          .filter((crossing) => crossing.status === 'crossed')
          .map((crossing) => (
            <CBadge key={crossing.marketplace} color="info" className="me-1">
              <KeyedText prefix="marketplaces" value={crossing.marketplace} />
            </CBadge>
          )),
    },
    {
      id: 'actions',
      headerKey: 'adminBrands.columns.actions',
      align: 'end',
      cell: (row) => (
        <span className="d-inline-flex gap-1">
          <CButton
            size="sm"
            color="danger"
            variant="outline"
            disabled={mergeRefusal(row) !== null}
            aria-label={t('adminBrands.merge.openLabel', { name: row.name })}
            onClick={() => onOpen('merge', row)}
            data-testid="brand-merge"
          >
            {t('adminBrands.merge.open')}
          </CButton>
          <CButton
            size="sm"
            color="primary"
            variant="outline"
            aria-label={t('adminBrands.cross.openLabel', { name: row.name })}
            onClick={() => onOpen('cross', row)}
            data-testid="brand-cross"
          >
            {t('adminBrands.cross.open')}
          </CButton>
        </span>
      ),
    },
  ];
}

/** Company Tools as configuration: a tab per blocked import state, the search, the columns and each row's actions. */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { COMPANY_TOOLS_TABS, type CompanyToolRow, type CompanyToolsTab } from '@contract/admin-companies/company-tools';
import type { ImportState } from '@contract/imports/import.types';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';

export type CompanyToolDialog = 'suspend' | 'allow' | 'ban';
/** A row's actions: a dialog, or acting as the company's seller. */
export type CompanyToolAction = CompanyToolDialog | 'actAs';

export const COMPANY_TOOLS_TAB_DEFINITIONS: readonly TabDefinition<CompanyToolsTab>[] = COMPANY_TOOLS_TABS.map((id) => ({
  id,
  labelKey: `adminCompanyTools.tabs.${id}`,
}));

export const COMPANY_TOOLS_FILTER_FIELDS: readonly FilterField[] = [{ kind: 'text', name: 'q', labelKey: 'adminCompanyTools.filters.q' }];

const STATE_COLORS: Readonly<Record<ImportState, string>> = { allowed: 'success', suspended: 'warning', banned: 'danger' };

function RowActions({ row, t, onAction }: { row: CompanyToolRow; t: TFunction; onAction: (action: CompanyToolAction, row: CompanyToolRow) => void }) {
  const button = (action: CompanyToolAction, color: 'primary' | 'danger' | 'warning' | 'secondary' | 'success') => (
    <CButton
      key={action}
      color={color}
      variant="outline"
      size="sm"
      onClick={() => onAction(action, row)}
      aria-label={t(`adminCompanyTools.actions.${action}Named`, { name: row.name })}
      data-testid={`company-${action}`}
    >
      {t(`adminCompanyTools.actions.${action}`)}
    </CButton>
  );
  return (
    <div className="d-flex flex-wrap justify-content-end gap-1">
      {row.importState === 'allowed' ? button('suspend', 'warning') : button('allow', 'success')}
      {row.importState === 'banned' ? null : button('ban', 'danger')}
      {button('actAs', 'primary')}
    </div>
  );
}

export function companyToolColumns(t: TFunction, onAction: (action: CompanyToolAction, row: CompanyToolRow) => void): Column<CompanyToolRow>[] {
  return [
    {
      id: 'company',
      headerKey: 'adminCompanyTools.columns.company',
      cell: (row) => (
        <>
          <div>{row.name}</div>
          <div className="small text-body-secondary">{t('adminCompanyTools.ids', { id: row.companyId, merchantId: row.merchantId })}</div>
        </>
      ),
    },
    { id: 'country', headerKey: 'adminCompanyTools.columns.country', priority: 'low', cell: (row) => row.country },
    {
      id: 'status',
      headerKey: 'adminCompanyTools.columns.status',
      cell: (row) => (
        <div className="d-flex flex-wrap gap-1">
          <CBadge color={STATE_COLORS[row.importState]} data-testid="company-import-state">
            {t(`adminCompanyTools.states.${row.importState}`)}
          </CBadge>
          {row.version2 ? (
            <CBadge color="info" data-testid="company-version2">
              {t('adminCompanyTools.version2')}
            </CBadge>
          ) : null}
          {row.isOneClickMerchant ? <CBadge color="secondary">{t('adminCompanyTools.oneClick')}</CBadge> : null}
        </div>
      ),
    },
    {
      id: 'contact',
      headerKey: 'adminCompanyTools.columns.contact',
      priority: 'high',
      cell: (row) =>
        row.contact ? (
          <>
            <div>
              {row.contact.name}
              {row.contact.position ? <span className="text-body-secondary">, {row.contact.position}</span> : null}
            </div>
            <div className="small text-body-secondary">
              {row.contact.phone} · {row.contact.email}
            </div>
          </>
        ) : (
          <span className="text-body-secondary">{t('adminCompanyTools.noContact')}</span>
        ),
    },
    { id: 'actions', headerKey: 'adminCompanyTools.columns.actions', align: 'end', cell: (row) => <RowActions row={row} t={t} onAction={onAction} /> },
  ];
}

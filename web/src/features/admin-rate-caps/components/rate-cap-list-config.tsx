/** The rate-cap list as configuration: the tabs, the company filter, and the columns (the chosen company's beside staff's). */
import { CBadge, CButton } from '@coreui/react';
import type { TFunction } from 'i18next';
import { RATE_CAP_TABS, type RateCapRow, type RateCapTab } from '@contract/admin-rate-caps/rate-cap.types';
import type { Column, FilterField, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

export const RATE_CAP_FILTER_FIELDS: readonly FilterField[] = [{ kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' }];

export const RATE_CAP_TAB_DEFINITIONS: readonly TabDefinition<RateCapTab>[] = RATE_CAP_TABS.map((id) => ({ id, labelKey: `adminRateCaps.tabs.${id}` }));

export type RateCapDialog = 'editCap' | 'ownCap' | 'removeOwnCap';

/** A row's key, also its dialogs' `?item=`: the group, or the group and the company for a company's row. */
export const rateCapRowKey = (row: Pick<RateCapRow, 'channelGroup' | 'company'>): string =>
  row.company ? `${row.channelGroup}-${row.company.companyId}` : row.channelGroup;

interface ColumnsInput {
  format: Formatters;
  t: TFunction;
  /** The company columns show (a company chosen, or the own-caps tab). */
  withCompany: boolean;
  onOpen: (dialog: RateCapDialog, row: RateCapRow) => void;
}

export function rateCapColumns({ format, t, withCompany, onOpen }: ColumnsInput): Column<RateCapRow>[] {
  const percent = (value: number | null) => (value === null ? '—' : t('adminRateCaps.percent', { value: format.number(value) }));
  const staff: Column<RateCapRow>[] = [
    {
      id: 'marketplace',
      headerKey: 'adminRateCaps.columns.marketplace',
      cell: (row) => (
        <>
          <div className="fw-semibold">{t(`marketplaceSales.channelGroups.${row.channelGroup}`)}</div>
          {row.marketplaces.length > 1 ? (
            <small className="text-body-secondary">{row.marketplaces.map((code) => t(`marketplaces.${code}`)).join(', ')}</small>
          ) : null}
        </>
      ),
    },
    { id: 'cap', headerKey: 'adminRateCaps.columns.cap', align: 'end', priority: 'essential', cell: (row) => percent(row.cap) },
    { id: 'above', headerKey: 'adminRateCaps.columns.above', align: 'end', cell: (row) => format.number(row.companiesAbove) },
    { id: 'ownCaps', headerKey: 'adminRateCaps.columns.ownCaps', align: 'end', cell: (row) => format.number(row.ownCaps) },
    {
      id: 'updatedAt',
      headerKey: 'adminRateCaps.columns.updatedAt',
      priority: 'low',
      cell: (row) => (row.updatedAt ? format.dateTime(row.updatedAt) : t('adminRateCaps.default')),
    },
  ];
  const company: Column<RateCapRow>[] = [
    { id: 'company', headerKey: 'admin.filters.company', cell: (row) => (row.company ? `${row.company.companyName} (${row.company.companyId})` : null) },
    {
      id: 'rate',
      headerKey: 'adminRateCaps.columns.rate',
      align: 'end',
      cell: (row) =>
        row.company?.rate === null ? (
          t('adminRateCaps.notConfigured')
        ) : row.company ? (
          <>
            {percent(row.company.rate)}
            {row.company.above ? (
              <CBadge color="warning" textColor="dark" className="ms-2" data-testid="above-cap">
                {t('adminRateCaps.aboveBadge')}
              </CBadge>
            ) : null}
          </>
        ) : null,
    },
    { id: 'ownCap', headerKey: 'adminRateCaps.columns.ownCap', align: 'end', cell: (row) => (row.company ? percent(row.company.ownCap) : null) },
  ];
  const actions: Column<RateCapRow> = {
    id: 'actions',
    headerKey: 'adminRateCaps.columns.actions',
    cell: (row) => (
      <div className="d-flex flex-wrap gap-1">
        <CButton size="sm" color="primary" variant="ghost" onClick={() => onOpen('editCap', row)} data-testid={`edit-cap-${row.channelGroup}`}>
          {t('adminRateCaps.actions.editCap')}
        </CButton>
        {row.company ? (
          <CButton size="sm" color="primary" variant="ghost" onClick={() => onOpen('ownCap', row)} data-testid={`own-cap-${rateCapRowKey(row)}`}>
            {t(row.company.ownCap === null ? 'adminRateCaps.actions.setOwnCap' : 'adminRateCaps.actions.changeOwnCap')}
          </CButton>
        ) : null}
        {row.company?.ownCap !== null && row.company ? (
          <CButton size="sm" color="danger" variant="ghost" onClick={() => onOpen('removeOwnCap', row)} data-testid={`remove-own-cap-${rateCapRowKey(row)}`}>
            {t('adminRateCaps.actions.removeOwnCap')}
          </CButton>
        ) : null}
      </div>
    ),
  };
  return [...staff, ...(withCompany ? company : []), actions];
}

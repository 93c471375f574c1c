import {
  CAlert,
  CBadge,
  CButton,
  CCard,
  CCardBody,
  CCardHeader,
  CSpinner,
  CTable,
  CTableBody,
  CTableDataCell,
  CTableHead,
  CTableHeaderCell,
  CTableRow,
} from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { useFormatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';

export interface AdminDashboardCachePageProps {
  state: DetailState<DashboardCacheAnswer>;
  onClearOne: (companyId: number) => void;
  onClearAll: () => void;
  onRefresh: () => void;
}

/** /admin/dashboard-cache: the dashboards cached per company, their time, age and size; clear one or all. */
export function AdminDashboardCachePage({ state, onClearOne, onClearAll, onRefresh }: AdminDashboardCachePageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = detailStatusOf(state);
  const data = state.data;
  const busy = state.command?.status === 'running';
  const items = data?.items ?? [];
  return (
    <CCard data-testid="dashboard-cache">
      <CCardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h4 mb-0">{t('routes.adminDashboardCache')}</h1>
        <div className="d-flex gap-2">
          <CButton color="secondary" variant="outline" size="sm" onClick={onRefresh} data-testid="dashboard-cache-refresh">
            {t('adminDashboardCache.refresh')}
          </CButton>
          <CButton color="danger" size="sm" disabled={busy || items.length === 0} onClick={onClearAll} data-testid="dashboard-cache-clear-all">
            {t('adminDashboardCache.clearAll')}
          </CButton>
        </div>
      </CCardHeader>
      <CCardBody>
        {data ? (
          <p className="text-body-secondary small" data-testid="dashboard-cache-windows">
            {t('adminDashboardCache.windows', { fresh: format.number(data.freshSeconds), maxStale: format.number(data.maxStaleSeconds) })}
          </p>
        ) : null}
        <ErrorAlert error={state.command?.status === 'failed' ? state.command.error : null} />
        {status === 'error' || status === 'notFound' ? (
          <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="dashboard-cache-error">
            <span>{t('adminDashboardCache.loadError')}</span>
            <CButton color="danger" variant="outline" size="sm" onClick={onRefresh} data-testid="dashboard-cache-retry">
              {t('list.states.retry')}
            </CButton>
          </CAlert>
        ) : null}
        {status === 'loading' && !data ? (
          <div className="text-center py-4" data-testid="dashboard-cache-loading">
            <CSpinner color="primary" aria-label={t('common.loading')} />
          </div>
        ) : null}
        {data && items.length === 0 ? (
          <p className="text-body-secondary text-center py-4 mb-0" role="status" data-testid="dashboard-cache-empty">
            {t('adminDashboardCache.empty')}
          </p>
        ) : null}
        {items.length > 0 ? (
          <CTable hover responsive aria-label={t('routes.adminDashboardCache')} aria-busy={busy || status === 'loading'}>
            <CTableHead>
              <CTableRow>
                <CTableHeaderCell scope="col">{t('adminDashboardCache.columns.company')}</CTableHeaderCell>
                <CTableHeaderCell scope="col">{t('adminDashboardCache.columns.id')}</CTableHeaderCell>
                <CTableHeaderCell scope="col">{t('adminDashboardCache.columns.asOf')}</CTableHeaderCell>
                <CTableHeaderCell scope="col" className="text-end">
                  {t('adminDashboardCache.columns.age')}
                </CTableHeaderCell>
                <CTableHeaderCell scope="col" className="text-end">
                  {t('adminDashboardCache.columns.size')}
                </CTableHeaderCell>
                <CTableHeaderCell scope="col">
                  <span className="visually-hidden">{t('adminDashboardCache.columns.actions')}</span>
                </CTableHeaderCell>
              </CTableRow>
            </CTableHead>
            <CTableBody>
              {items.map((entry) => (
                <CTableRow key={entry.companyId} data-testid="dashboard-cache-row">
                  <CTableDataCell>{entry.companyName}</CTableDataCell>
                  <CTableDataCell>{entry.companyId}</CTableDataCell>
                  <CTableDataCell>
                    {format.dateTime(entry.asOf)}{' '}
                    <CBadge color={entry.stale ? 'warning' : 'success'}>{t(entry.stale ? 'adminDashboardCache.stale' : 'adminDashboardCache.fresh')}</CBadge>
                  </CTableDataCell>
                  <CTableDataCell className="text-end">
                    {t('adminDashboardCache.seconds', { count: entry.ageSeconds, formatted: format.number(entry.ageSeconds) })}
                  </CTableDataCell>
                  <CTableDataCell className="text-end">{t('adminDashboardCache.kilobytes', { size: format.number(entry.sizeBytes / 1024, 1) })}</CTableDataCell>
                  <CTableDataCell className="text-end">
                    <CButton
                      size="sm"
                      color="danger"
                      variant="outline"
                      disabled={busy}
                      onClick={() => onClearOne(entry.companyId)}
                      aria-label={t('adminDashboardCache.clearNamed', { name: entry.companyName })}
                      data-testid={`dashboard-cache-clear-${entry.companyId}`}
                    >
                      {t('adminDashboardCache.clear')}
                    </CButton>
                  </CTableDataCell>
                </CTableRow>
              ))}
            </CTableBody>
          </CTable>
        ) : null}
      </CCardBody>
    </CCard>
  );
}

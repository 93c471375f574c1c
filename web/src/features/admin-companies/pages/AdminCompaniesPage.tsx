import { useState } from 'react';
import {
  CBadge,
  CButton,
  CCard,
  CCardBody,
  CCardHeader,
  CForm,
  CFormInput,
  CFormLabel,
  CInputGroup,
  CSpinner,
  CTable,
  CTableBody,
  CTableDataCell,
  CTableHead,
  CTableHeaderCell,
  CTableRow,
} from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CompanySummary } from '@contract/api/session';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { Pager } from '@web/components/Pager';
import type { ApiFailure } from '@web/lib/http';

export interface AdminCompaniesPageProps {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  items: CompanySummary[];
  loading: boolean;
  error: ApiFailure | null;
  /** Company id an act-as call is running for. */
  actingAs: number | null;
  actAsError: ApiFailure | null;
  onSearch: (query: string) => void;
  onPageChange: (page: number) => void;
  onActAs: (companyId: number) => void;
}

export function AdminCompaniesPage(props: AdminCompaniesPageProps) {
  const { query, page, pageSize, total, items, loading, error, actingAs, actAsError, onSearch, onPageChange, onActAs } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <CCard>
      <CCardHeader>
        <h1 className="h4 mb-0">{t('routes.adminCompanies')}</h1>
      </CCardHeader>
      <CCardBody>
        <CForm
          role="search"
          className="mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            onSearch(draft.trim());
          }}
        >
          <CFormLabel htmlFor="company-search">{t('adminCompanies.searchLabel')}</CFormLabel>
          <CInputGroup>
            <CFormInput
              id="company-search"
              type="search"
              value={draft}
              placeholder={t('adminCompanies.searchPlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
            <CButton type="submit" color="primary">
              {t('common.search')}
            </CButton>
          </CInputGroup>
        </CForm>
        <ErrorAlert error={error ?? actAsError} />
        <CTable hover responsive aria-label={t('routes.adminCompanies')} aria-busy={loading} data-testid="companies-table">
          <CTableHead>
            <CTableRow>
              <CTableHeaderCell scope="col">{t('adminCompanies.columns.name')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('adminCompanies.columns.id')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('adminCompanies.columns.country')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">{t('adminCompanies.columns.oneClick')}</CTableHeaderCell>
              <CTableHeaderCell scope="col">
                <span className="visually-hidden">{t('adminCompanies.columns.actions')}</span>
              </CTableHeaderCell>
            </CTableRow>
          </CTableHead>
          <CTableBody>
            {items.map((company) => (
              <CTableRow key={company.id} data-testid="company-row">
                <CTableDataCell>{company.name}</CTableDataCell>
                <CTableDataCell>{company.id}</CTableDataCell>
                <CTableDataCell>{company.country}</CTableDataCell>
                <CTableDataCell>
                  <CBadge color={company.isOneClickMerchant ? 'success' : 'secondary'}>{t(company.isOneClickMerchant ? 'common.yes' : 'common.no')}</CBadge>
                </CTableDataCell>
                <CTableDataCell className="text-end">
                  <CButton
                    size="sm"
                    color="primary"
                    variant="outline"
                    disabled={actingAs !== null}
                    aria-label={t('adminCompanies.actAsNamed', { name: company.name })}
                    onClick={() => onActAs(company.id)}
                  >
                    {actingAs === company.id ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
                    {t('adminCompanies.actAs')}
                  </CButton>
                </CTableDataCell>
              </CTableRow>
            ))}
          </CTableBody>
        </CTable>
        {loading ? (
          <div className="text-center">
            <CSpinner color="primary" aria-label={t('common.loading')} />
          </div>
        ) : null}
        {!loading && !error && items.length === 0 ? <p className="text-body-secondary">{t('errors.notFound')}</p> : null}
        <div className="d-flex justify-content-between align-items-center">
          <span className="text-body-secondary small">{loading ? null : t('adminCompanies.total', { count: total })}</span>
          {pages > 1 ? <Pager page={page} pages={pages} onPageChange={onPageChange} /> : null}
        </div>
      </CCardBody>
    </CCard>
  );
}

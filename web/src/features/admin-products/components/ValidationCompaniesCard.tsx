import { CButton, CCard, CCardBody, CCardHeader, CListGroup, CListGroupItem, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ValidationCompaniesAnswer } from '@contract/admin-products/admin-validation';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { DetailState } from '@web/lib/resources/detail-resource';

export interface ValidationCompaniesCardProps {
  state: DetailState<ValidationCompaniesAnswer>;
  onAdd: () => void;
  onRemove: (companyId: number) => void;
  onRetry: () => void;
}

/** The companies that see the seller's Product Validation screen (spec §6), kept by the marketplace service. */
export function ValidationCompaniesCard({ state, onAdd, onRemove, onRetry }: ValidationCompaniesCardProps) {
  const { t } = useTranslation();
  const companies = state.data?.items ?? [];
  return (
    <CCard className="mb-4" data-testid="validation-companies">
      <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h6 mb-0 flex-grow-1">{t('adminProductValidation.companies.title')}</h2>
        <CButton color="primary" size="sm" onClick={onAdd} data-testid="add-validation-company">
          {t('adminProductValidation.companies.add')}
        </CButton>
      </CCardHeader>
      <CCardBody>
        <p className="small text-body-secondary">{t('adminProductValidation.companies.hint')}</p>
        {state.status === 'error' ? (
          <>
            <ErrorAlert error={state.error} />
            <CButton color="secondary" variant="outline" size="sm" onClick={onRetry} data-testid="validation-companies-retry">
              {t('adminProductValidation.companies.retry')}
            </CButton>
          </>
        ) : null}
        {state.status === 'loading' && !state.data ? <CSpinner size="sm" aria-label={t('adminProductValidation.companies.loading')} /> : null}
        {state.data && companies.length === 0 ? (
          <p className="mb-0" data-testid="validation-companies-empty">
            {t('adminProductValidation.companies.empty')}
          </p>
        ) : null}
        {companies.length > 0 ? (
          <CListGroup>
            {companies.map((company) => (
              <CListGroupItem key={company.companyId} className="d-flex align-items-center gap-2" data-testid="validation-company-entry">
                <span className="flex-grow-1">
                  {company.companyName} <span className="text-body-secondary">#{company.companyId}</span>
                </span>
                <CButton color="danger" variant="ghost" size="sm" onClick={() => onRemove(company.companyId)} data-testid="remove-validation-company">
                  {t('adminProductValidation.companies.remove')}
                </CButton>
              </CListGroupItem>
            ))}
          </CListGroup>
        ) : null}
      </CCardBody>
    </CCard>
  );
}

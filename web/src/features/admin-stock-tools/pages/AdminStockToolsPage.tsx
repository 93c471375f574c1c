/**
 * /admin/stock-tools (admin only): choose a company and see its stock per scope (every marketplace, then each it lists
 * on); zero one scope after its preview and the company's name typed again; set stock in bulk from the stock file.
 */
import { useMemo } from 'react';
import { CAlert, CButton, CCard, CCardBody, CCardHeader, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { StockPreview, StockScope, StockToolsQuery } from '@contract/admin-stock-tools/stock-tools.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { FilterBar } from '@web/components/list/FilterBar';
import type { AppliedFilters, FilterField } from '@web/components/list/list-types';
import { StaffFilePanel, type StaffFileProps } from '@web/components/StaffFilePanel';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnStockCommand } from '../stock-tools.resources';
import { StockScopeTable } from '../components/StockScopeTable';
import { StockZeroDialog } from '../components/StockZeroDialog';

const FIELDS: readonly FilterField[] = [{ kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' }];

export interface AdminStockToolsPageProps extends StaffFileProps {
  query: StockToolsQuery;
  preview: DetailState<StockPreview>;
  /** The URL's scope of the open zero dialog. */
  scopeId: string | null;
  zero: CommandView;
  onApply: (values: AppliedFilters) => void;
  onReset: () => void;
  onRetry: () => void;
  onOpenZero: (scope: StockScope) => void;
  onCommand: OnStockCommand;
}

function PreviewSection({ query, preview, zero, onRetry, onOpenZero }: AdminStockToolsPageProps) {
  const { t } = useTranslation();
  if (query.companyId === undefined) {
    return (
      <p className="text-body-secondary text-center py-4 mb-0" role="status" data-testid="stock-tools-idle">
        {t('adminStockTools.preview.idle')}
      </p>
    );
  }
  const status = detailStatusOf(preview);
  if (status === 'notFound') return <ErrorAlert error={preview.error} />;
  if (status === 'error') {
    return (
      <div data-testid="stock-tools-error">
        <ErrorAlert error={preview.error} />
        <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="stock-tools-retry">
          {t('list.states.retry')}
        </CButton>
      </div>
    );
  }
  if (status === 'loading' || !preview.data) {
    return (
      <div className="text-center py-4" data-testid="stock-tools-loading">
        <CSpinner color="primary" aria-label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div data-testid="stock-tools-preview">
      <p className="mb-2">
        <strong data-testid="stock-tools-company">{preview.data.companyName}</strong>{' '}
        <span className="text-body-secondary">{t('adminStockTools.preview.companyId', { id: preview.data.companyId })}</span>
      </p>
      <StockScopeTable preview={preview.data} busy={zero.submitting} onZero={onOpenZero} />
    </div>
  );
}

export function AdminStockToolsPage(props: AdminStockToolsPageProps) {
  const { t } = useTranslation();
  const { query, preview, scopeId, zero, onApply, onReset, onCommand } = props;
  const values = useMemo(() => ({ companyId: query.companyId ?? '' }), [query.companyId]);
  return (
    <div data-testid="admin-stock-tools">
      <CCard className="mb-4">
        <CCardHeader>
          <h1 className="h4 mb-0">{t('routes.adminStockTools')}</h1>
        </CCardHeader>
        <CCardBody>
          <CAlert color="warning" data-testid="stock-tools-intro">
            {t('adminStockTools.intro')}
          </CAlert>
          <FilterBar fields={FIELDS} values={values} onApply={onApply} onReset={onReset} />
          <PreviewSection {...props} />
        </CCardBody>
      </CCard>
      <StaffFilePanel
        idPrefix="stock"
        title={t('adminStockTools.file.title')}
        intro={t('adminStockTools.file.intro')}
        upload={props.upload}
        templateHref={props.templateHref}
        errorFileUrl={props.errorFileUrl}
        onSend={props.onSendFile}
        onReset={props.onUploadReset}
      />
      {preview.data ? <StockZeroDialog preview={preview.data} scopeId={scopeId} zero={zero} onCommand={onCommand} /> : null}
    </div>
  );
}

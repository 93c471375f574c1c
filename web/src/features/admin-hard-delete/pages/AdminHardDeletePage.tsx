import { useCallback, useMemo } from 'react';
import { CAlert, CButton, CCard, CCardBody, CCardHeader, CFormCheck, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { HardDeleteQuery } from '@contract/admin-hard-delete/hard-delete.query';
import { countOfScope, hardDeleteTargetProblems, parseTargets, targetsText } from '@contract/admin-hard-delete/hard-delete.rules';
import { HARD_DELETE_SCOPES, type HardDeletePreview, type HardDeleteScope } from '@contract/admin-hard-delete/hard-delete.types';
import { wholeId } from '@contract/lists/whole-id';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { TypedConfirmDialog } from '@web/components/detail/TypedConfirmDialog';
import { FilterBar } from '@web/components/list/FilterBar';
import type { AppliedFilters, FilterValidator } from '@web/components/list/list-types';
import { isRunningJob, type HardDeleteState } from '../admin-hard-delete.slice';
import { targetFields } from '../components/hard-delete-config';
import { HardDeleteJobCard } from '../components/HardDeleteJobCard';
import { HardDeleteCountsRow, HardDeletePreviewPanel } from '../components/HardDeletePreviewPanel';

export const CONFIRM_DIALOG = 'confirm';

export interface AdminHardDeletePageProps {
  /** The URL's company, scope and list. */
  query: HardDeleteQuery;
  /** The URL's job (a started hard delete), if any. */
  jobId: string | null;
  state: HardDeleteState;
  onScopeChange: (scope: HardDeleteScope) => void;
  onApply: (values: AppliedFilters) => void;
  onReset: () => void;
  onRetry: () => void;
  onOpenConfirm: () => void;
  onConfirm: (typed: string) => void;
  onStartOver: () => void;
}

const mayDelete = (preview: HardDeletePreview) => preview.unknown.length === 0 && countOfScope(preview.scope, preview.counts) > 0;

function PreviewSection({
  state,
  onRetry,
  onOpenConfirm,
  blocked,
}: Pick<AdminHardDeletePageProps, 'state' | 'onRetry' | 'onOpenConfirm'> & { blocked: boolean }) {
  const { t } = useTranslation();
  const { status, data, error } = state.preview;
  if (status === 'idle') {
    return (
      <p className="text-body-secondary text-center py-4 mb-0" role="status" data-testid="hard-delete-idle">
        {t('adminHardDelete.preview.idle')}
      </p>
    );
  }
  if (status === 'error') {
    return (
      <div data-testid="hard-delete-preview-error">
        <ErrorAlert error={error} />
        <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="hard-delete-retry">
          {t('list.states.retry')}
        </CButton>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="text-center py-4" data-testid="hard-delete-loading">
        <CSpinner color="primary" aria-label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div aria-busy={status === 'loading'}>
      <HardDeletePreviewPanel preview={data} />
      <CButton color="danger" disabled={blocked || !mayDelete(data) || status === 'loading'} onClick={onOpenConfirm} data-testid="hard-delete-open-confirm">
        {t('adminHardDelete.deleteButton')}
      </CButton>
    </div>
  );
}

/** /admin/hard-delete (admin only): pick the company and what to delete, see what it touches, type the target again, follow the job. */
export function AdminHardDeletePage(props: AdminHardDeletePageProps) {
  const { query, jobId, state, onScopeChange, onApply, onReset, onConfirm, onStartOver } = props;
  const { t } = useTranslation();
  const { scope } = query;
  const preview = state.preview.data;
  const running = state.job.data !== null && isRunningJob(state.job.data);
  // Stable while the target is, so the filter form keeps what is being typed while the job or the preview moves.
  const fields = useMemo(() => targetFields(scope), [scope]);
  const values = useMemo(() => ({ companyId: query.companyId ?? '', targets: targetsText(query.targets) }), [query.companyId, query.targets]);
  const validate = useCallback<FilterValidator>(
    (draft) => hardDeleteTargetProblems({ companyId: wholeId(draft.companyId) ?? undefined, scope, targets: parseTargets(draft.targets) }),
    [scope],
  );
  return (
    <CCard data-testid="hard-delete">
      <CCardHeader>
        <h1 className="h4 mb-0">{t('routes.adminHardDelete')}</h1>
      </CCardHeader>
      <CCardBody>
        <CAlert color="warning" data-testid="hard-delete-intro">
          {t('adminHardDelete.intro')}
        </CAlert>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('adminHardDelete.scopeLabel')}</legend>
          {HARD_DELETE_SCOPES.map((option) => (
            <CFormCheck
              key={option}
              inline
              type="radio"
              name="hard-delete-scope"
              id={`hard-delete-scope-${option}`}
              label={t(`adminHardDelete.scopes.${option}`)}
              checked={scope === option}
              onChange={() => onScopeChange(option)}
              data-testid={`hard-delete-scope-${option}`}
            />
          ))}
        </fieldset>
        <FilterBar fields={fields} values={values} validate={validate} onApply={onApply} onReset={onReset} />
        {jobId ? <HardDeleteJobCard job={state.job.data} error={state.job.error} scope={scope} onStartOver={onStartOver} /> : null}
        {jobId && running ? null : <PreviewSection {...props} blocked={running} />}
        {preview && mayDelete(preview) ? (
          <TypedConfirmDialog
            name={CONFIRM_DIALOG}
            titleKey="adminHardDelete.confirm.title"
            expected={preview.confirmation}
            hintKey={`adminHardDelete.confirm.hint.${preview.scope}`}
            busy={state.start.status === 'running'}
            error={state.start.error}
            onConfirm={onConfirm}
            size="lg"
          >
            <p data-testid="hard-delete-confirm-summary">
              {t(`adminHardDelete.confirm.summary.${preview.scope === 'catalog' ? 'catalog' : 'list'}`, { company: preview.companyName })}
            </p>
            <HardDeleteCountsRow counts={preview.counts} />
          </TypedConfirmDialog>
        ) : null}
      </CCardBody>
    </CCard>
  );
}

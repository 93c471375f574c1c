/**
 * A staff import's file (tags, ETGB, lead times): the template, a workbook chosen and sent (a refusal keeps the file
 * chosen), the job's progress, then its outcome: the refused rows with their reasons and the error file, in the
 * reader's language and the other. Test ids start with `idPrefix` (`tag-file-panel`, `etgb-file-input`…).
 */
import { useState } from 'react';
import { CAlert, CButton, CCard, CCardBody, CCardHeader, CForm, CFormInput, CFormLabel, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_MAX_BYTES, importExtensionOf } from '@contract/imports/import.types';
import { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';
import { rowOfErrorCode } from '@contract/imports/row-error-codes';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ErrorFileInOtherLanguage } from '@web/components/ErrorFileInOtherLanguage';
import { ImportReasons } from '@web/components/ImportReasons';
import { LabelledProgress } from '@web/components/LabelledProgress';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';

export interface StaffFilePanelProps {
  idPrefix: string;
  title: string;
  intro: string;
  upload: StaffImportState;
  templateHref: string;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  onSend: (file: File) => void;
  onReset: () => void;
}

const OUTCOME_COLOURS = { done: 'success', warning: 'warning', error: 'danger' } as const;

function fileProblem(file: File | null): string | null {
  if (!file) return 'staffImport.fileRequired';
  if (!importExtensionOf(file.name)) return 'errors.unsupportedFile';
  return file.size > IMPORT_FILE_MAX_BYTES ? 'errors.fileTooLarge' : null;
}

function Outcome({ idPrefix, upload, errorFileUrl }: Pick<StaffFilePanelProps, 'idPrefix' | 'upload' | 'errorFileUrl'>) {
  const { t, i18n } = useTranslation();
  const transaction = upload.transaction;
  if (!transaction) return null;
  const { progress, status } = transaction;
  if (upload.status === 'running') {
    const total = progress?.total ?? 0;
    const done = progress?.done ?? 0;
    return (
      <LabelledProgress
        label={total ? t('staffImport.progress', { done, total }) : t('staffImport.running')}
        value={total ? Math.round((done / total) * 100) : 0}
        data-testid={`${idPrefix}-file-progress`}
      />
    );
  }
  const colour = status === 'done' || status === 'warning' || status === 'error' ? OUTCOME_COLOURS[status] : 'info';
  const message =
    status === 'done' ? t('staffImport.done', { rows: transaction.rows ?? 0 }) : status === 'warning' ? t('staffImport.warning') : t('staffImport.failed');
  const rowErrors = transaction.childErrors.filter((error) => error.reasons?.length);
  return (
    <div data-testid={`${idPrefix}-file-outcome`} data-status={status}>
      <CAlert color={colour} className="mb-3">
        <div>{message}</div>
        {transaction.error && !rowErrors.length ? <div className="small">{t(`errors.${transaction.error.code}`)}</div> : null}
      </CAlert>
      {rowErrors.length ? (
        <>
          <h3 className="h6">{t('staffImport.refusedRows')}</h3>
          <ul className="list-unstyled" data-testid={`${idPrefix}-file-rows`}>
            {rowErrors.map((error) => (
              <li key={error.code} className="mb-2">
                <strong>{t('staffImport.row', { row: rowOfErrorCode(error.code) ?? '' })}</strong>
                <ImportReasons reasons={error.reasons ?? []} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {transaction.importErrorFile ? (
        <p className="d-flex flex-wrap gap-3 align-items-center">
          <CButton
            as="a"
            href={errorFileUrl(transaction.id, reasonLanguageOf(i18n.language))}
            download={transaction.importErrorFile}
            color="primary"
            variant="outline"
            data-testid={`${idPrefix}-error-file`}
          >
            {t('staffImport.errorFile')}
          </CButton>
          <ErrorFileInOtherLanguage
            urlIn={(language) => errorFileUrl(transaction.id, language)}
            fileName={transaction.importErrorFile}
            testId={`${idPrefix}-error-file-other`}
          />
        </p>
      ) : null}
    </div>
  );
}

export function StaffFilePanel({ idPrefix, title, intro, upload, templateHref, errorFileUrl, onSend, onReset }: StaffFilePanelProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.status === 'sending' || upload.status === 'running';
  const inputId = `${idPrefix}-file`;
  return (
    <CCard className="mb-4" data-testid={`${idPrefix}-file-panel`}>
      <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">{title}</h2>
        <CButton as="a" href={templateHref} download color="secondary" variant="outline" size="sm" data-testid={`${idPrefix}-template`}>
          {t('staffImport.template')}
        </CButton>
      </CCardHeader>
      <CCardBody>
        <p>{intro}</p>
        <CForm
          noValidate
          className="mb-3"
          onSubmit={(event) => {
            event.preventDefault();
            const found = fileProblem(file);
            setProblem(found);
            if (!found && file) onSend(file);
          }}
        >
          <CFormLabel htmlFor={inputId}>{t('staffImport.file')}</CFormLabel>
          <CFormInput
            id={inputId}
            type="file"
            accept=".xlsx,.xls"
            invalid={problem !== null}
            feedbackInvalid={problem ? t(problem) : undefined}
            disabled={busy}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              if (upload.status === 'failed' || upload.status === 'finished') onReset();
            }}
            data-testid={`${idPrefix}-file-input`}
          />
          <div className="form-text mb-2">{t('staffImport.hint', { size: Math.floor(IMPORT_FILE_MAX_BYTES / (1024 * 1024)) })}</div>
          <CButton type="submit" color="primary" disabled={busy} data-testid={`${idPrefix}-file-submit`}>
            {busy ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {t(upload.status === 'sending' ? 'staffImport.sending' : 'staffImport.submit')}
          </CButton>
        </CForm>
        {upload.error ? <ErrorAlert error={upload.error} /> : null}
        {upload.fileName && upload.transaction ? <p className="small text-body-secondary">{t('staffImport.result', { file: upload.fileName })}</p> : null}
        <Outcome idPrefix={idPrefix} upload={upload} errorFileUrl={errorFileUrl} />
      </CCardBody>
    </CCard>
  );
}

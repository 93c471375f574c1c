/**
 * An import file's form and outcome, for the staff's files (tags, ETGB, lead times) and a campaign's SKU file: a
 * workbook chosen and sent (a refusal keeps the file chosen), the job's progress, then its outcome: the refused rows
 * with their reasons and the error file, in the reader's language and the other. Texts come from `textsKey`
 * (`staffImport`, `campaigns.upload`: file, hint, fileRequired, submit, sending, progress, running, done, warning,
 * failed, row, errorFile); test ids start with `idPrefix` (`etgb-file-input`, `sku-file-outcome`…).
 */
import { useState, type ReactNode } from 'react';
import { CAlert, CButton, CForm, CFormInput, CFormLabel, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_MAX_BYTES, importExtensionOf } from '@contract/imports/import.types';
import { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';
import { rowOfErrorCode } from '@contract/imports/row-error-codes';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ApiFailure } from '@web/lib/http';
import { ErrorAlert } from './ErrorAlert';
import { ErrorFileInOtherLanguage } from './ErrorFileInOtherLanguage';
import { ImportReasons } from './ImportReasons';
import { LabelledProgress } from './LabelledProgress';

/** Where an upload stands: what the staff import and the campaign SKU slices both keep. */
export interface ImportFileUpload {
  status: 'idle' | 'sending' | 'running' | 'finished' | 'failed';
  transaction: Transaction | null;
  error: ApiFailure | null;
}

export interface ImportFileFormProps {
  idPrefix: string;
  textsKey: string;
  upload: ImportFileUpload;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  onSend: (file: File) => void;
  onReset: () => void;
  /** Above the refused rows, when there are some (a heading). */
  rowsHeading?: ReactNode;
  /** Between the form and the outcome (which file the outcome is of). */
  note?: ReactNode;
}

const OUTCOME_COLOURS = { done: 'success', warning: 'warning', error: 'danger' } as const;

function fileProblem(file: File | null, textsKey: string): string | null {
  if (!file) return `${textsKey}.fileRequired`;
  if (!importExtensionOf(file.name)) return 'errors.unsupportedFile';
  return file.size > IMPORT_FILE_MAX_BYTES ? 'errors.fileTooLarge' : null;
}

function Outcome({ idPrefix, textsKey, upload, errorFileUrl, rowsHeading }: Omit<ImportFileFormProps, 'onSend' | 'onReset' | 'note'>) {
  const { t, i18n } = useTranslation();
  const transaction = upload.transaction;
  if (!transaction) return null;
  const { progress, status } = transaction;
  if (upload.status === 'running') {
    const total = progress?.total ?? 0;
    const done = progress?.done ?? 0;
    return (
      <LabelledProgress
        label={total ? t(`${textsKey}.progress`, { done, total }) : t(`${textsKey}.running`)}
        value={total ? Math.round((done / total) * 100) : 0}
        data-testid={`${idPrefix}-file-progress`}
      />
    );
  }
  const colour = status === 'done' || status === 'warning' || status === 'error' ? OUTCOME_COLOURS[status] : 'info';
  const message =
    status === 'done' ? t(`${textsKey}.done`, { rows: transaction.rows ?? 0 }) : status === 'warning' ? t(`${textsKey}.warning`) : t(`${textsKey}.failed`);
  const rowErrors = transaction.childErrors.filter((error) => error.reasons?.length);
  return (
    <div data-testid={`${idPrefix}-file-outcome`} data-status={status}>
      <CAlert color={colour} className="mb-3">
        <div>{message}</div>
        {transaction.error && !rowErrors.length ? <div className="small">{t(`errors.${transaction.error.code}`)}</div> : null}
      </CAlert>
      {rowErrors.length ? (
        <>
          {rowsHeading}
          <ul className="list-unstyled" data-testid={`${idPrefix}-file-rows`}>
            {rowErrors.map((error) => (
              <li key={error.code} className="mb-2">
                <strong>{t(`${textsKey}.row`, { row: rowOfErrorCode(error.code) ?? '' })}</strong>
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
            {t(`${textsKey}.errorFile`)}
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

export function ImportFileForm({ idPrefix, textsKey, upload, errorFileUrl, onSend, onReset, rowsHeading, note }: ImportFileFormProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.status === 'sending' || upload.status === 'running';
  const inputId = `${idPrefix}-file`;
  return (
    <>
      <CForm
        noValidate
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          const found = fileProblem(file, textsKey);
          setProblem(found);
          if (!found && file) onSend(file);
        }}
      >
        <CFormLabel htmlFor={inputId}>{t(`${textsKey}.file`)}</CFormLabel>
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
        <div className="form-text mb-2">{t(`${textsKey}.hint`, { size: Math.floor(IMPORT_FILE_MAX_BYTES / (1024 * 1024)) })}</div>
        <CButton type="submit" color="primary" disabled={busy} data-testid={`${idPrefix}-file-submit`}>
          {busy ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
          {t(upload.status === 'sending' ? `${textsKey}.sending` : `${textsKey}.submit`)}
        </CButton>
      </CForm>
      {upload.error ? <ErrorAlert error={upload.error} /> : null}
      {note}
      <Outcome idPrefix={idPrefix} textsKey={textsKey} upload={upload} errorFileUrl={errorFileUrl} rowsHeading={rowsHeading} />
    </>
  );
}

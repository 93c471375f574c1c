/**
 * The Upload SKU modal (`?action=uploadSkus`): an Excel file of SKUs for this campaign (only a Pending one takes it),
 * the template, the job's progress, then its outcome: refused rows with their reasons and the error file.
 */
import { useState } from 'react';
import { CAlert, CButton, CForm, CFormInput, CFormLabel, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FILE_MAX_BYTES, importExtensionOf } from '@contract/imports/import.types';
import { reasonLanguageOf, type ReasonLanguage } from '@contract/imports/reason-text';
import { rowOfErrorCode } from '@contract/imports/row-error-codes';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ErrorFileInOtherLanguage } from '@web/components/ErrorFileInOtherLanguage';
import { ImportReasons } from '@web/components/ImportReasons';
import { LabelledProgress } from '@web/components/LabelledProgress';
import type { SkuUploadState } from '../sku-upload.slice';

export interface SkuUploadDialogProps {
  upload: SkuUploadState;
  templateHref: string;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  onSend: (file: File) => void;
  onReset: () => void;
}

const OUTCOME_COLOURS = { done: 'success', warning: 'warning', error: 'danger' } as const;

function fileProblem(file: File | null): string | null {
  if (!file) return 'campaigns.upload.fileRequired';
  if (!importExtensionOf(file.name)) return 'errors.unsupportedFile';
  return file.size > IMPORT_FILE_MAX_BYTES ? 'errors.fileTooLarge' : null;
}

function Outcome({ upload, errorFileUrl }: Pick<SkuUploadDialogProps, 'upload' | 'errorFileUrl'>) {
  const { t, i18n } = useTranslation();
  const transaction = upload.transaction;
  if (!transaction) return null;
  if (upload.status === 'running') {
    const total = transaction.progress?.total ?? 0;
    const done = transaction.progress?.done ?? 0;
    return (
      <LabelledProgress
        label={total ? t('campaigns.upload.progress', { done, total }) : t('campaigns.upload.running')}
        value={total ? Math.round((done / total) * 100) : 0}
        data-testid="sku-upload-progress"
      />
    );
  }
  const { status } = transaction;
  const colour = status === 'done' || status === 'warning' || status === 'error' ? OUTCOME_COLOURS[status] : 'info';
  const message =
    status === 'done'
      ? t('campaigns.upload.done', { rows: transaction.rows ?? 0 })
      : status === 'warning'
        ? t('campaigns.upload.warning')
        : t('campaigns.upload.failed');
  const rowErrors = transaction.childErrors.filter((error) => error.reasons?.length);
  return (
    <div data-testid="sku-upload-outcome" data-status={status}>
      <CAlert color={colour} className="mb-3">
        <div>{message}</div>
        {transaction.error && !rowErrors.length ? <div className="small">{t(`errors.${transaction.error.code}`)}</div> : null}
      </CAlert>
      {rowErrors.length ? (
        <ul className="list-unstyled" data-testid="sku-upload-rows">
          {rowErrors.map((error) => (
            <li key={error.code} className="mb-2">
              <strong>{t('campaigns.upload.row', { row: rowOfErrorCode(error.code) ?? '' })}</strong>
              <ImportReasons reasons={error.reasons ?? []} />
            </li>
          ))}
        </ul>
      ) : null}
      {transaction.importErrorFile ? (
        <p className="d-flex flex-wrap gap-3 align-items-center">
          <CButton
            as="a"
            href={errorFileUrl(transaction.id, reasonLanguageOf(i18n.language))}
            download={transaction.importErrorFile}
            color="primary"
            variant="outline"
            data-testid="sku-error-file"
          >
            {t('campaigns.upload.errorFile')}
          </CButton>
          <ErrorFileInOtherLanguage
            urlIn={(language) => errorFileUrl(transaction.id, language)}
            fileName={transaction.importErrorFile}
            testId="sku-error-file-other"
          />
        </p>
      ) : null}
    </div>
  );
}

export function SkuUploadDialog({ upload, templateHref, errorFileUrl, onSend, onReset }: SkuUploadDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.status === 'sending' || upload.status === 'running';
  return (
    <UrlDialog name="uploadSkus" titleKey="campaigns.upload.title" size="lg">
      <div data-testid="sku-upload">
        <p>{t('campaigns.upload.intro')}</p>
        <p>
          <CButton as="a" href={templateHref} download color="secondary" variant="outline" size="sm" data-testid="sku-template">
            {t('campaigns.upload.template')}
          </CButton>
        </p>
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
          <CFormLabel htmlFor="campaign-sku-file">{t('campaigns.upload.file')}</CFormLabel>
          <CFormInput
            id="campaign-sku-file"
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
            data-testid="sku-file-input"
          />
          <div className="form-text mb-2">{t('campaigns.upload.hint', { size: Math.floor(IMPORT_FILE_MAX_BYTES / (1024 * 1024)) })}</div>
          <CButton type="submit" color="primary" disabled={busy} data-testid="sku-file-submit">
            {busy ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {t(upload.status === 'sending' ? 'campaigns.upload.sending' : 'campaigns.upload.submit')}
          </CButton>
        </CForm>
        {upload.error ? <ErrorAlert error={upload.error} /> : null}
        <Outcome upload={upload} errorFileUrl={errorFileUrl} />
      </div>
    </UrlDialog>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { CButton, CCard, CCardBody, CCardHeader, CForm, CFormFeedback, CFormInput, CFormLabel, CSpinner } from '@coreui/react';
import { Formik, type FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { IMPORT_FILE_MAX_BYTES, type ImportKind, type ImportSettingsAnswer } from '@contract/imports/import.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { useFormatters } from '@web/lib/format';
import { IMPORT_ACCEPT, megabytes, workbookProblemOf } from '../import-file';
import type { UploadState } from '../import-upload.slice';
import { UploadLimits } from './UploadLimits';
import { LabelledProgress } from '@web/components/LabelledProgress';

export interface UploadCardProps {
  kind: ImportKind;
  /** Null while the settings load (or did not): the size limit is the contract's then. */
  settings: ImportSettingsAnswer | null;
  upload: UploadState;
  /** The template to fill in (stock/price, fulfillment day); the product/variant template comes from its finder. */
  templateHref?: string;
  onUpload: (file: File) => void;
  /** A newly chosen file: the last refusal is cleared. */
  onFileChosen: () => void;
}

interface UploadValues {
  file: File | null;
}

/** Spec §5 before anything travels: an .xlsx or .xls name, the size limit, and a workbook's first bytes. */
export function uploadSchema(maxBytes: number) {
  return yup.object({
    file: yup
      .mixed<File>()
      .nullable()
      .required('imports.upload.fileRequired')
      .test('workbook', async (file, context) => {
        const problem = file ? await workbookProblemOf(file, maxBytes) : null;
        return problem ? context.createError({ message: `errors.${problem}` }) : true;
      }),
  });
}

const EMPTY: UploadValues = { file: null };

/** Choose a workbook (checked at once), see the limits, send it; a refusal stays here and the file stays chosen. */
export function UploadCard({ kind, settings, upload, templateHref, onUpload, onFileChosen }: UploadCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const form = useRef<FormikProps<UploadValues>>(null);
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = settings?.limits.maxFileBytes ?? IMPORT_FILE_MAX_BYTES;
  const schema = useMemo(() => uploadSchema(maxBytes), [maxBytes]);
  const blocked = settings?.state === 'suspended' || settings?.state === 'banned';
  const sending = upload.status === 'sending';
  const id = `import-file-${kind}`;

  // An accepted upload starts an empty form (the transaction has the file now).
  const started = upload.status === 'started' ? upload.transactionId : null;
  const lastStarted = useRef(started);
  useEffect(() => {
    if (started && started !== lastStarted.current) {
      form.current?.resetForm({ values: EMPTY });
      if (input.current) input.current.value = '';
    }
    lastStarted.current = started;
  }, [started]);

  return (
    <CCard className="mb-4" data-testid="upload-card">
      <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
        <h2 className="h5 mb-0 me-auto">{t('imports.upload.title')}</h2>
        {templateHref ? (
          <CButton as="a" href={templateHref} download color="secondary" variant="outline" size="sm" data-testid="template-download">
            {t('imports.upload.template')}
          </CButton>
        ) : null}
      </CCardHeader>
      <CCardBody>
        <Formik<UploadValues>
          innerRef={form}
          initialValues={EMPTY}
          validationSchema={schema}
          onSubmit={(values) => {
            if (values.file) onUpload(values.file);
          }}
        >
          {({ errors, touched, handleSubmit, setFieldValue, setFieldTouched }) => {
            const problem = touched.file ? errors.file : undefined;
            return (
              <CForm noValidate onSubmit={handleSubmit} aria-label={t('imports.upload.title')}>
                <CFormLabel htmlFor={id}>{t('imports.upload.file')}</CFormLabel>
                <CFormInput
                  ref={input}
                  id={id}
                  type="file"
                  accept={IMPORT_ACCEPT}
                  disabled={blocked || sending}
                  invalid={Boolean(problem)}
                  aria-invalid={Boolean(problem)}
                  aria-describedby={`${id}-hint${problem ? ` ${id}-problem` : ''}`}
                  data-testid="upload-file"
                  onChange={(event) => {
                    onFileChosen();
                    void setFieldValue('file', (event.target as HTMLInputElement).files?.[0] ?? null, true);
                    void setFieldTouched('file', true, false);
                  }}
                />
                <div id={`${id}-hint`} className="form-text">
                  {t('imports.upload.hint', { size: format.number(megabytes(maxBytes)) })}
                </div>
                {problem ? (
                  <CFormFeedback invalid id={`${id}-problem`} className="d-block" data-testid="upload-problem">
                    {t(problem)}
                  </CFormFeedback>
                ) : null}
                {settings ? <UploadLimits kind={kind} settings={settings} /> : null}
                {sending ? (
                  <LabelledProgress
                    className="mt-3"
                    value={Math.round(upload.progress * 100)}
                    data-testid="upload-progress"
                    label={t('imports.upload.progress', { percent: Math.round(upload.progress * 100) })}
                  />
                ) : null}
                <div className="mt-3" data-testid="upload-refusal">
                  <ErrorAlert error={upload.status === 'failed' ? upload.error : null} />
                </div>
                <CButton type="submit" color="primary" disabled={blocked || sending || Boolean(problem)} data-testid="upload-submit">
                  {sending ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
                  {t(sending ? 'imports.upload.sending' : 'imports.upload.submit')}
                </CButton>
              </CForm>
            );
          }}
        </Formik>
      </CCardBody>
    </CCard>
  );
}

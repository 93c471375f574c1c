import { useState } from 'react';
import { CButton, CFormFeedback, CFormInput, CFormLabel, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { LOGO_EXTENSIONS, LOGO_MAX_BYTES, logoFileProblem } from '@contract/company/company.rules';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { readFileFacts } from '@web/components/ImageFilesField';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';

interface LogoUploadProps {
  logoUrl: string | null;
  command: CommandView;
  disabled?: boolean;
  onUpload: (file: File) => void;
}

const ACCEPT = LOGO_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The company logo (spec §5: jpg, jpeg or png, at most 400,000 bytes), checked here as the BFF and the service check it. */
export function LogoUpload({ logoUrl, command, disabled = false, onUpload }: LogoUploadProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const serverProblem = command.error?.fields?.file ?? null;
  const shown = problem ?? serverProblem;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return setProblem(null);
    const [facts] = await readFileFacts([chosen]);
    setProblem(facts ? logoFileProblem(facts) : null);
  };

  return (
    <div className="border rounded p-3 mb-3 d-flex flex-wrap gap-3 align-items-start" data-testid="logo-upload">
      <div className="bg-body-tertiary rounded d-flex align-items-center justify-content-center" style={{ width: 96, height: 96 }}>
        {logoUrl ? (
          <img src={logoUrl} alt={t('companyInfo.logo.current')} style={{ maxWidth: 96, maxHeight: 96 }} data-testid="logo-image" />
        ) : (
          <span className="small text-body-secondary text-center px-1">{t('companyInfo.logo.none')}</span>
        )}
      </div>
      <div className="flex-grow-1">
        <CFormLabel htmlFor="company-logo">{t('companyInfo.logo.label')}</CFormLabel>
        <CFormInput
          id="company-logo"
          type="file"
          accept={ACCEPT}
          disabled={disabled || command.submitting}
          invalid={Boolean(shown)}
          aria-describedby="company-logo-hint"
          data-testid="logo-file"
          onChange={(event) => void choose((event.target as HTMLInputElement).files?.[0] ?? null)}
        />
        <div id="company-logo-hint" className="form-text">
          {t('companyInfo.logo.hint', { size: format.number(LOGO_MAX_BYTES) })}
        </div>
        {shown ? (
          <CFormFeedback invalid className="d-block" data-testid="logo-error">
            {t(shown)}
          </CFormFeedback>
        ) : null}
        {command.error && !command.error.fields ? <ErrorAlert error={command.error} /> : null}
        <CButton
          type="button"
          color="primary"
          variant="outline"
          size="sm"
          className="mt-2"
          disabled={disabled || !file || Boolean(problem) || command.submitting}
          onClick={() => file && onUpload(file)}
          data-testid="logo-submit"
        >
          {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
          {t('companyInfo.logo.upload')}
        </CButton>
      </div>
    </div>
  );
}

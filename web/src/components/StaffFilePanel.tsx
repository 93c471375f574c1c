/**
 * A staff import's file (tags, ETGB, lead times) in a card: the template, then the one import file form and its outcome
 * (ImportFileForm). Test ids start with `idPrefix` (`tag-file-panel`, `etgb-file-input`…).
 */
import { CButton, CCard, CCardBody, CCardHeader } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';
import { ImportFileForm } from './ImportFileForm';

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

/** What a page holding a staff file panel is given for it. */
export interface StaffFileProps {
  upload: StaffImportState;
  templateHref: string;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  onSendFile: (file: File) => void;
  onUploadReset: () => void;
}

export function StaffFilePanel({ idPrefix, title, intro, upload, templateHref, errorFileUrl, onSend, onReset }: StaffFilePanelProps) {
  const { t } = useTranslation();
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
        <ImportFileForm
          idPrefix={idPrefix}
          textsKey="staffImport"
          upload={upload}
          errorFileUrl={errorFileUrl}
          onSend={onSend}
          onReset={onReset}
          rowsHeading={<h3 className="h6">{t('staffImport.refusedRows')}</h3>}
          note={
            upload.fileName && upload.transaction ? <p className="small text-body-secondary">{t('staffImport.result', { file: upload.fileName })}</p> : null
          }
        />
      </CCardBody>
    </CCard>
  );
}

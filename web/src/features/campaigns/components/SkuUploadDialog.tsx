/**
 * The Upload SKU modal (`?action=uploadSkus`): an Excel file of SKUs for this campaign (only a Pending one takes it),
 * the template, then the one import file form and its outcome (ImportFileForm): progress, refused rows with their
 * reasons and the error file.
 */
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { ImportFileForm } from '@web/components/ImportFileForm';
import type { SkuUploadState } from '../sku-upload.slice';

export interface SkuUploadDialogProps {
  upload: SkuUploadState;
  templateHref: string;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  onSend: (file: File) => void;
  onReset: () => void;
}

export function SkuUploadDialog({ upload, templateHref, errorFileUrl, onSend, onReset }: SkuUploadDialogProps) {
  const { t } = useTranslation();
  return (
    <UrlDialog name="uploadSkus" titleKey="campaigns.upload.title" size="lg">
      <div data-testid="sku-upload">
        <p>{t('campaigns.upload.intro')}</p>
        <p>
          <CButton as="a" href={templateHref} download color="secondary" variant="outline" size="sm" data-testid="sku-template">
            {t('campaigns.upload.template')}
          </CButton>
        </p>
        <ImportFileForm idPrefix="sku" textsKey="campaigns.upload" upload={upload} errorFileUrl={errorFileUrl} onSend={onSend} onReset={onReset} />
      </div>
    </UrlDialog>
  );
}

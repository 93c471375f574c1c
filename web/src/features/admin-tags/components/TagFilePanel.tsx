/** The tag-assign file: the staff import panel (StaffFilePanel) with the tag file's own intro. */
import { useTranslation } from 'react-i18next';
import type { ReasonLanguage } from '@contract/imports/reason-text';
import { StaffFilePanel } from '@web/components/StaffFilePanel';
import type { TagImportState } from '../tag-import.slice';

export interface TagFilePanelProps {
  upload: TagImportState;
  templateHref: string;
  errorFileUrl: (transactionId: string, language: ReasonLanguage) => string;
  onSend: (file: File) => void;
  onReset: () => void;
}

export function TagFilePanel(props: TagFilePanelProps) {
  const { t } = useTranslation();
  return <StaffFilePanel idPrefix="tag" title={t('adminTags.views.file')} intro={t('adminTags.file.intro')} {...props} />;
}

import { CCol, CRow } from '@coreui/react';
import type { ImportKind, ImportSettingsAnswer } from '@contract/imports/import.types';
import type { Transaction, TransactionTab } from '@contract/transactions/transaction.types';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import type { UploadState } from '../import-upload.slice';
import type { StaffControl } from './ImportStateAlert';
import { RecentImportsCard } from './RecentImportsCard';
import { UploadCard } from './UploadCard';

/** What every import screen gets: the company's import settings, its upload, its recent imports and their callbacks. */
export interface ImportScreenProps {
  settings: DetailState<ImportSettingsAnswer>;
  upload: UploadState;
  recent: ListState<Transaction, TransactionTab>;
  onUpload: (file: File) => void;
  onFileChosen: () => void;
  onSettingsRetry: () => void;
  onRecentRetry: () => void;
  /** Present for staff acting as the seller: the import state control. */
  staff?: StaffControl | undefined;
}

interface ImportPanelsProps extends ImportScreenProps {
  kind: ImportKind;
  templateHref?: string;
}

/** The upload card and the recent imports, side by side on wide screens (the page shows the import state above). */
export function ImportPanels({ kind, templateHref, settings, upload, recent, onUpload, onFileChosen, onRecentRetry }: ImportPanelsProps) {
  return (
    <CRow>
      <CCol xl={5}>
        <UploadCard
          kind={kind}
          settings={settings.data}
          upload={upload}
          onUpload={onUpload}
          onFileChosen={onFileChosen}
          {...(templateHref ? { templateHref } : {})}
        />
      </CCol>
      <CCol xl={7}>
        <RecentImportsCard state={recent} onRetry={onRecentRetry} />
      </CCol>
    </CRow>
  );
}

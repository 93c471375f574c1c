/** Product Tools' files side by side: price blocks and lock updates, each the one staff file panel. */
import { CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { StaffFilePanel, type StaffFileProps } from '@web/components/StaffFilePanel';

export interface ToolFiles {
  priceBlock: StaffFileProps;
  lockUpdate: StaffFileProps;
}

const PANELS = [
  { file: 'priceBlock', idPrefix: 'price-block', textsKey: 'adminProductTools.priceBlockFile' },
  { file: 'lockUpdate', idPrefix: 'lock-update', textsKey: 'adminProductTools.lockFile' },
] as const;

export function ToolFilePanels({ files }: { files: ToolFiles }) {
  const { t } = useTranslation();
  return (
    <CRow>
      {PANELS.map(({ file, idPrefix, textsKey }) => {
        const props = files[file];
        return (
          <CCol key={file} lg={6}>
            <StaffFilePanel
              idPrefix={idPrefix}
              title={t(`${textsKey}.title`)}
              intro={t(`${textsKey}.intro`)}
              upload={props.upload}
              templateHref={props.templateHref}
              errorFileUrl={props.errorFileUrl}
              onSend={props.onSendFile}
              onReset={props.onUploadReset}
            />
          </CCol>
        );
      })}
    </CRow>
  );
}

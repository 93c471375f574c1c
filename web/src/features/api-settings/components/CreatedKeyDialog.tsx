import { CAlert, CButton, CFormInput, CFormLabel, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from '@contract/api-keys/api-key.api';
import { CopyButton } from './CopyButton';

export interface CreatedKeyDialogProps {
  created: CreatedApiKey | null;
  onCopy: (text: string) => Promise<void>;
  /** Closing forgets the key: it is never shown again. */
  onClose: () => void;
}

/**
 * The new key, once: not addressed by the URL (a key never goes into one), closed only by its button, so a stray
 * click or Escape does not lose a key that was not copied yet.
 */
export function CreatedKeyDialog({ created, onCopy, onClose }: CreatedKeyDialogProps) {
  const { t } = useTranslation();
  if (!created) return null;
  return (
    <CModal
      visible
      backdrop="static"
      keyboard={false}
      alignment="center"
      aria-labelledby="created-key-title"
      data-testid="created-key-dialog"
      onClose={onClose}
    >
      <CModalHeader closeButton={false}>
        <CModalTitle id="created-key-title">{t('apiSettings.created.title', { name: created.name })}</CModalTitle>
      </CModalHeader>
      <CModalBody>
        <CAlert color="warning" className="small" data-testid="created-key-warning">
          {t('apiSettings.created.warning')}
        </CAlert>
        <CFormLabel htmlFor="created-key">{t('apiSettings.created.label')}</CFormLabel>
        <CFormInput
          id="created-key"
          readOnly
          value={created.key}
          className="font-monospace mb-2"
          onFocus={(event) => event.currentTarget.select()}
          data-testid="created-key"
        />
        <CopyButton text={created.key} onCopy={onCopy} labelKey="apiSettings.created.label" testId="created-key-copy" color="primary" />
      </CModalBody>
      <CModalFooter>
        <CButton color="secondary" onClick={onClose} data-testid="created-key-close">
          {t('apiSettings.created.close')}
        </CButton>
      </CModalFooter>
    </CModal>
  );
}

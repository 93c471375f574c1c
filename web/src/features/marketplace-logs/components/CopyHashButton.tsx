import { useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the hash; says whether it worked (a browser may refuse the clipboard). */
export function CopyHashButton({ hash, onCopy }: { hash: string; onCopy: (text: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    onCopy(hash).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <CButton size="sm" color="secondary" variant="outline" onClick={copy} data-testid="log-copy-hash">
        {t('marketplaceLogs.detail.copyHash')}
      </CButton>
      <span role="status" className={`small ${state === 'failed' ? 'text-danger' : 'text-success'}`} data-testid="log-copy-state">
        {state === 'idle' ? '' : t(state === 'copied' ? 'marketplaceLogs.detail.copied' : 'marketplaceLogs.detail.copyFailed')}
      </span>
    </span>
  );
}

import { useState } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  text: string;
  onCopy: (text: string) => Promise<void>;
  /** Names what is copied for screen readers ("Copy: API key"). */
  labelKey: string;
  testId: string;
  color?: 'primary' | 'secondary';
}

/** Copies a text and says whether it worked (a browser may refuse the clipboard). */
export function CopyButton({ text, onCopy, labelKey, testId, color = 'secondary' }: CopyButtonProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<CopyState>('idle');
  const copy = () => {
    onCopy(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <span className="d-inline-flex align-items-center gap-2">
      <CButton
        size="sm"
        color={color}
        variant={color === 'primary' ? undefined : 'outline'}
        onClick={copy}
        aria-label={`${t('apiSettings.copy.action')}: ${t(labelKey)}`}
        data-testid={testId}
      >
        {t('apiSettings.copy.action')}
      </CButton>
      <span role="status" className={`small ${state === 'failed' ? 'text-danger' : 'text-success'}`} data-testid={`${testId}-state`}>
        {state === 'idle' ? '' : t(state === 'copied' ? 'apiSettings.copy.done' : 'apiSettings.copy.failed')}
      </span>
    </span>
  );
}

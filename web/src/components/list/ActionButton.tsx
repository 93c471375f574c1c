import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { AppIcon } from '@web/components/AppIcon';
import type { ListAction } from './list-types';

export interface ActionButtonProps extends Omit<ListAction, 'id'> {
  size?: 'sm' | 'lg';
  testId?: string;
  /** Id of a text that explains the button (e.g. why it is disabled). */
  describedBy?: string;
}

/** One declared action as a button: its label, an optional icon, a spinner while busy. */
export function ActionButton({
  labelKey,
  onClick,
  color = 'primary',
  variant,
  icon,
  disabled = false,
  busy = false,
  size = 'sm',
  testId,
  describedBy,
}: ActionButtonProps) {
  const { t } = useTranslation();
  return (
    <CButton
      color={color}
      variant={variant}
      size={size}
      disabled={disabled || busy}
      aria-busy={busy}
      aria-describedby={describedBy}
      onClick={onClick}
      data-testid={testId}
    >
      {busy ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : icon ? <AppIcon name={icon} className="me-1" /> : null}
      {t(labelKey)}
    </CButton>
  );
}

import type { ReactNode } from 'react';
import { CButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useUrlDialog } from '@web/lib/list-url';

export interface UrlDialogProps {
  /** The dialog is open while the URL's `param` equals this name (`?action=<name>`). */
  name: string;
  param?: string;
  /** URL params that belong to the dialog (e.g. `item`), removed with it when it closes. */
  extras?: readonly string[];
  titleKey: string;
  titleValues?: Record<string, string | number>;
  size?: 'sm' | 'lg' | 'xl';
  /** The body (put in a CModalBody); or a function of `close` that renders its own CModalBody and CModalFooter. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** The footer for a plain body; a function gets `close`. Defaults to one Close button. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Keeps the dialog open on backdrop clicks and Escape (forms in progress). */
  staticBackdrop?: boolean;
}

const DEFAULT_EXTRAS = ['item'] as const;

/** A CoreUI modal addressed by the URL: shareable, reload-proof, and Back closes it. */
export function UrlDialog({ name, param = 'action', extras = DEFAULT_EXTRAS, titleKey, titleValues, size, children, footer, staticBackdrop = false }: UrlDialogProps) {
  const { t } = useTranslation();
  const [active, , close] = useUrlDialog(param, extras);
  const visible = active === name;
  if (!visible) return null;
  const titleId = `dialog-${name}-title`;
  return (
    <CModal visible alignment="center" size={size} onClose={close} aria-labelledby={titleId} backdrop={staticBackdrop ? 'static' : true}
      data-testid={`dialog-${name}`}>
      <CModalHeader>
        <CModalTitle id={titleId}>{t(titleKey, titleValues ?? {})}</CModalTitle>
      </CModalHeader>
      {typeof children === 'function' ? children(close) : <CModalBody>{children}</CModalBody>}
      {footer === undefined && typeof children !== 'function' ? (
        <CModalFooter>
          <CButton color="secondary" variant="outline" onClick={close}>{t('common.close')}</CButton>
        </CModalFooter>
      ) : typeof footer === 'function' ? footer(close) : footer}
    </CModal>
  );
}

import { createContext, useCallback, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CAlert, CButton, CCloseButton, CModal, CModalBody, CModalFooter, CModalHeader, CModalTitle } from '@coreui/react';
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
}

/** What a dialog's content may do: close at once (after a save), and say whether it holds unsaved input. */
export interface DialogControls {
  close: () => void;
  reportUnsaved: (unsaved: boolean) => void;
}
export const DialogControlsContext = createContext<DialogControls | null>(null);

const DEFAULT_EXTRAS = ['item'] as const;

function DiscardPrompt({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const { t } = useTranslation();
  return (
    <CAlert
      color="warning"
      className="m-3 mb-0 d-flex flex-wrap align-items-center gap-2"
      role="alertdialog"
      aria-labelledby="discard-question"
      data-testid="dialog-discard"
    >
      <span id="discard-question" className="flex-grow-1">
        {t('detail.dialog.discardQuestion')}
      </span>
      <CButton color="secondary" variant="outline" size="sm" onClick={onKeep} autoFocus data-testid="dialog-keep">
        {t('detail.dialog.keepEditing')}
      </CButton>
      <CButton color="warning" size="sm" onClick={onDiscard} data-testid="dialog-discard-confirm">
        {t('detail.dialog.discard')}
      </CButton>
    </CAlert>
  );
}

/**
 * A CoreUI modal addressed by the URL: shareable, reload-proof, and Back closes it. One rule for every dialog: Escape,
 * a backdrop click, the × and Cancel all close it, and when it holds unsaved input they ask first.
 */
export function UrlDialog({ name, param = 'action', extras = DEFAULT_EXTRAS, titleKey, titleValues, size, children, footer }: UrlDialogProps) {
  const { t } = useTranslation();
  const [active, , close] = useUrlDialog(param, extras);
  const [unsaved, setUnsaved] = useState(false);
  const [asking, setAsking] = useState(false);
  /** Where the person was when the dialog asked: keeping on editing takes them back there. */
  const [returnTo, setReturnTo] = useState<HTMLElement | null>(null);
  const requestClose = useCallback(() => {
    if (!unsaved) return close();
    setReturnTo(document.activeElement instanceof HTMLElement ? document.activeElement : null);
    setAsking(true);
  }, [close, unsaved]);
  const keepEditing = () => {
    setAsking(false);
    returnTo?.focus();
  };
  const controls = useMemo<DialogControls>(() => ({ close, reportUnsaved: setUnsaved }), [close]);
  if (active !== name) return null;
  const titleId = `dialog-${name}-title`;
  return (
    // A 'static' backdrop hands its clicks to onClosePrevented, and Escape is ours (CoreUI's ignores a second press within
    // its shake animation), so the dialog can ask before it closes.
    <CModal
      visible
      alignment="center"
      size={size}
      onClose={close}
      onClosePrevented={requestClose}
      backdrop="static"
      keyboard={false}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') requestClose();
      }}
      aria-labelledby={titleId}
      data-testid={`dialog-${name}`}
    >
      <CModalHeader closeButton={false}>
        <CModalTitle id={titleId}>{t(titleKey, titleValues ?? {})}</CModalTitle>
        <CCloseButton className="ms-auto" aria-label={t('common.close')} onClick={requestClose} />
      </CModalHeader>
      {asking ? <DiscardPrompt onKeep={keepEditing} onDiscard={close} /> : null}
      <DialogControlsContext.Provider value={controls}>
        {typeof children === 'function' ? children(requestClose) : <CModalBody>{children}</CModalBody>}
      </DialogControlsContext.Provider>
      {footer === undefined && typeof children !== 'function' ? (
        <CModalFooter>
          <CButton color="secondary" variant="outline" onClick={requestClose}>
            {t('common.close')}
          </CButton>
        </CModalFooter>
      ) : typeof footer === 'function' ? (
        footer(requestClose)
      ) : (
        footer
      )}
    </CModal>
  );
}

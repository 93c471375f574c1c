/**
 * The confirmation of a destructive staff action: a URL dialog showing what the action will touch (the preview the
 * screen passes as children), the text to type, and an input; the confirm button is enabled only while the input
 * confirms the text (the rule the BFF checks: contract/admin/typed-confirmation.ts), and the server's refusal shows
 * inside with the typed text kept.
 *
 * API: `<TypedConfirmDialog name="confirm" titleKey="…" expected={confirmationTextOf(target)} onConfirm={(typed) => …}
 * busy={starting} error={refusal}>{preview}</TypedConfirmDialog>`; open it with `useUrlDialog()[1]('confirm')`.
 * `hintKey` says what the text is (e.g. "the company's name"); `confirmKey` names the button.
 */
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { CButton, CForm, CFormFeedback, CFormInput, CFormLabel, CModalBody, CModalFooter, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { isConfirmedBy, TYPED_CONFIRMATION_MAX_LENGTH } from '@contract/admin/typed-confirmation';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ApiFailure } from '@web/lib/http';
import { DialogControlsContext, UrlDialog, type UrlDialogProps } from './UrlDialog';

export interface TypedConfirmDialogProps extends Pick<UrlDialogProps, 'name' | 'param' | 'extras' | 'titleKey' | 'titleValues' | 'size'> {
  /** The text the person must type again (a name, or a count as digits). */
  expected: string;
  /** i18n key of what the text is, shown under the input (values: `{ expected }`). */
  hintKey?: string;
  confirmKey?: string;
  onConfirm: (typed: string) => void;
  /** The action is being sent. */
  busy?: boolean;
  /** The server's refusal, shown inside the dialog. */
  error?: ApiFailure | null;
  /** What the action will touch. */
  children: ReactNode;
}

function ConfirmForm({
  expected,
  hintKey,
  confirmKey = 'typedConfirm.confirm',
  onConfirm,
  busy = false,
  error = null,
  children,
  close,
}: TypedConfirmDialogProps & { close: () => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const controls = useContext(DialogControlsContext);
  useEffect(() => controls?.reportUnsaved(typed !== ''), [controls, typed]);
  const confirmed = isConfirmedBy(expected, typed);
  const mismatch = typed.trim() !== '' && !confirmed;
  return (
    <CForm
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed && !busy) onConfirm(typed);
      }}
    >
      <CModalBody>
        <div data-testid="typed-confirm-preview">{children}</div>
        <CFormLabel htmlFor="typed-confirm-input" className="mt-3">
          {t('typedConfirm.prompt')} <strong data-testid="typed-confirm-expected">{expected}</strong>
        </CFormLabel>
        <CFormInput
          id="typed-confirm-input"
          name="confirmation"
          autoComplete="off"
          spellCheck={false}
          maxLength={TYPED_CONFIRMATION_MAX_LENGTH}
          value={typed}
          invalid={mismatch}
          aria-describedby="typed-confirm-hint"
          onChange={(event) => setTyped(event.target.value)}
          data-testid="typed-confirm-input"
        />
        {mismatch ? <CFormFeedback invalid>{t('typedConfirm.mismatch')}</CFormFeedback> : null}
        <div id="typed-confirm-hint" className="form-text">
          {t(hintKey ?? 'typedConfirm.hint', { expected })}
        </div>
        {error ? (
          <div className="mt-3">
            <ErrorAlert error={error} />
          </div>
        ) : null}
      </CModalBody>
      <CModalFooter>
        <CButton type="button" color="secondary" variant="outline" onClick={close} disabled={busy}>
          {t('common.cancel')}
        </CButton>
        <CButton type="submit" color="danger" disabled={!confirmed || busy} aria-busy={busy} data-testid="typed-confirm-submit">
          {busy ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
          {t(confirmKey)}
        </CButton>
      </CModalFooter>
    </CForm>
  );
}

export function TypedConfirmDialog(props: TypedConfirmDialogProps) {
  const { name, param, extras, titleKey, titleValues, size } = props;
  return (
    <UrlDialog name={name} param={param} extras={extras} titleKey={titleKey} titleValues={titleValues} size={size}>
      {(close) => <ConfirmForm {...props} close={close} />}
    </UrlDialog>
  );
}

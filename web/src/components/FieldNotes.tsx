import { CFormFeedback } from '@coreui/react';
import { useTranslation } from 'react-i18next';

interface FieldNotesProps {
  /** The field's id: the notes are `<id>-hint` and `<id>-error`, which the field names in aria-describedby. */
  id: string;
  hintKey?: string | undefined;
  hintValues?: Record<string, string | number> | undefined;
  /** The problem's i18n key when it is shown, else null. */
  error: string | null;
  /** Shown under a field that is not a CoreUI input (CoreUI shows feedback only after an `.is-invalid` sibling). */
  always?: boolean;
  testId?: string;
}

/** The hint and the problem under a form field. */
export function FieldNotes({ id, hintKey, hintValues, error, always = false, testId }: FieldNotesProps) {
  const { t } = useTranslation();
  return (
    <>
      {hintKey ? (
        <div id={`${id}-hint`} className="form-text">
          {t(hintKey, hintValues ?? {})}
        </div>
      ) : null}
      {error !== null ? (
        <CFormFeedback invalid id={`${id}-error`} {...(always ? { className: 'd-block' } : {})} {...(testId ? { 'data-testid': testId } : {})}>
          {t(error)}
        </CFormFeedback>
      ) : null}
    </>
  );
}

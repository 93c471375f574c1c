import { useRef, useState, type ChangeEvent } from 'react';
import { CButton, CFormInput, CInputGroup } from '@coreui/react';
import CIcon from '@coreui/icons-react';
import { cilCalendar } from '@coreui/icons';
import { useTranslation } from 'react-i18next';
import { dayOfText, isIsoDay } from '@web/lib/day-text';
import { useFormatters } from '@web/lib/format';

export interface DateInputProps {
  id: string;
  name?: string;
  /** An ISO day (`yyyy-mm-dd`), '' for none, or a typed text that is no day yet (the form's rules refuse it). */
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  /** The first day the calendar offers (`yyyy-mm-dd`); an earlier typed day is the form's rules to refuse. */
  min?: string;
  invalid?: boolean;
  required?: boolean;
  describedBy?: string;
  title?: string;
  autoComplete?: string;
  testId?: string;
}

/** Keeps the browser's calendar out of sight and out of the Tab order; the button beside the field opens it. */
const PICKER_STYLE = {
  position: 'absolute',
  insetInlineStart: 0,
  bottom: 0,
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
} as const;

/**
 * A day typed the portal's way, in the interface language (dd.mm.yyyy in Turkish, dd/mm/yyyy in English), never the
 * browser's (a native date input follows the browser's locale and says its own messages), with a calendar button.
 */
export function DateInput(props: DateInputProps) {
  const { id, name, value, onValueChange, onBlur, min, invalid = false, required = false, describedBy, title, autoComplete, testId } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const picker = useRef<HTMLInputElement>(null);
  // What is typed stays as typed while it is the value; any other value (picked, reset, left) shows in the portal's way.
  const [typed, setTyped] = useState<{ value: string; text: string } | null>(null);
  const text = typed !== null && typed.value === value ? typed.text : isIsoDay(value) ? format.date(value) : value;
  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const next = dayOfText(event.target.value) ?? event.target.value.trim();
    setTyped({ value: next, text: event.target.value });
    onValueChange(next);
  };
  return (
    // `is-invalid` on the group too: CoreUI shows the field's feedback after an invalid sibling, here the group.
    <CInputGroup className={invalid ? 'flex-nowrap has-validation is-invalid' : 'flex-nowrap'}>
      <CFormInput
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete ?? 'off'}
        placeholder={t('date.pattern')}
        value={text}
        onChange={onType}
        onBlur={() => {
          setTyped(null);
          onBlur?.();
        }}
        invalid={invalid}
        aria-invalid={invalid}
        aria-required={required}
        aria-describedby={describedBy}
        title={title}
        data-testid={testId}
      />
      <CButton
        type="button"
        color="secondary"
        variant="outline"
        aria-label={t('date.pick')}
        title={t('date.pick')}
        onClick={() => picker.current?.showPicker?.()}
      >
        {/* The icon itself, not AppIcon: FormField is on the sign-in page, and AppIcon would bring every icon there. */}
        <CIcon icon={cilCalendar} aria-hidden="true" />
      </CButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        style={PICKER_STYLE}
        value={isIsoDay(value) ? value : ''}
        min={min}
        onChange={(event) => {
          setTyped(null);
          onValueChange(event.target.value);
        }}
      />
    </CInputGroup>
  );
}

/** The Formik side every form field shares (FormField, FormSelect, FormTextarea, CountrySelect, Company Info's fields). */
import { useState, type ChangeEvent } from 'react';
import { useField, type FieldHelperProps, type FieldInputProps, type FieldMetaProps } from 'formik';
import { afterPointerRelease } from './pointer-release';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What an input spreads: Formik's value and name with the handlers below. */
export type FieldInput<V> = Omit<FieldInputProps<V>, 'onChange' | 'onBlur'> & {
  onChange: (event: ChangeEvent<FieldElement>) => void;
  onBlur: () => void;
};

export interface FormFieldState<V> {
  field: FieldInput<V>;
  meta: FieldMetaProps<V>;
  helpers: FieldHelperProps<V>;
  /** Sets the value as the person's own edit (a picked option, a reformatted text). */
  edit: (value: V) => void;
  /** Show the error: the field was edited and left, the form was sent, or the server named it. */
  invalid: boolean;
  /** The input's `aria-describedby` for its hint and, when shown, its error (`<id>-hint`, `<id>-error`). */
  describedBy: (id: string, hasHint: boolean) => string | undefined;
}

/**
 * A field's problem shows once the person has changed it and left it, or once the form is sent: leaving a field
 * without typing (or a dialog taking the focus as it opens) says nothing yet. Leaving never moves the page while a
 * pointer is pressed (`afterPointerRelease`), so a press on Save right after typing still clicks Save.
 */
export function useFormFieldState<V = string>(name: string): FormFieldState<V> {
  const [field, meta, helpers] = useField<V>(name);
  const [edited, setEdited] = useState(false);
  const invalid = meta.touched && Boolean(meta.error);
  return {
    field: {
      ...field,
      onChange: (event: ChangeEvent<FieldElement>) => {
        setEdited(true);
        field.onChange(event);
      },
      onBlur: () => {
        if (edited) afterPointerRelease(() => void helpers.setTouched(true));
      },
    },
    meta,
    helpers,
    edit: (value) => {
      setEdited(true);
      void helpers.setValue(value);
    },
    invalid,
    describedBy: (id, hasHint) => [hasHint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean).join(' ') || undefined,
  };
}

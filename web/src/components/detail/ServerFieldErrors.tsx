import { useEffect } from 'react';
import type { FormikErrors, FormikProps, FormikTouched, FormikValues } from 'formik';
import type { ApiFailure } from '@web/lib/http';

/** A refusal naming fields (`fields: { name: i18nKey }`) marks those fields, as the form's own rules would. */
export function ServerFieldErrors<V extends FormikValues>({ failure, form }: { failure: ApiFailure | null; form: FormikProps<V> }) {
  const { setErrors, setTouched } = form;
  useEffect(() => {
    const fields = failure?.fields;
    if (!fields) return;
    setErrors(fields as FormikErrors<V>);
    void setTouched(Object.fromEntries(Object.keys(fields).map((name) => [name, true])) as FormikTouched<V>, false);
  }, [failure, setErrors, setTouched]);
  return null;
}

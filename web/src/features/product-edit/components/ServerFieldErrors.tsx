import { useEffect } from 'react';
import { setIn, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import type { ApiFailure } from '@web/lib/http';

/**
 * A refusal naming fields (`fields: { sku: 'errors.skuInUse', 'translations[0].name': … }`) marks those fields, nested
 * paths included; the form keeps its values.
 */
export function ServerFieldErrors({ failure }: { failure: ApiFailure | null }) {
  const { setErrors, setTouched } = useFormikContext<Record<string, unknown>>();
  useEffect(() => {
    const fields = failure?.fields;
    if (!fields) return;
    const entries = Object.entries(fields);
    setErrors(entries.reduce((errors, [path, key]) => setIn(errors, path, key) as object, {}) as FormikErrors<Record<string, unknown>>);
    const touched = entries.reduce((marks, [path]) => setIn(marks, path, true) as object, {});
    void setTouched(touched as FormikTouched<Record<string, unknown>>, false);
  }, [failure, setErrors, setTouched]);
  return null;
}

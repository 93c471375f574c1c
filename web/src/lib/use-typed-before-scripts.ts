/**
 * A form drawn at build time (web/src/app/prerender.tsx) can be typed into before React takes the page over; Formik
 * then starts from its empty values and the next render would write them over what was typed. Once hydrated, what the
 * fields hold becomes the form's values.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { getIn, type FormikProps } from 'formik';

export function useTypedBeforeScripts<Values>(form: RefObject<HTMLFormElement | null>, formik: RefObject<FormikProps<Values> | null>): void {
  useLayoutEffect(() => {
    const bag = formik.current;
    if (!form.current || !bag) return;
    for (const input of form.current.querySelectorAll('input[name]')) {
      if (!(input instanceof HTMLInputElement) || input.value === '' || input.value === getIn(bag.values, input.name)) continue;
      void bag.setFieldValue(input.name, input.value, false);
    }
  }, [form, formik]);
}

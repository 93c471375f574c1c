/**
 * The cap dialogs' form: the cap as typed (a decimal comma or point), checked with the service's schema; a staff cap
 * that would leave companies above it needs that confirmed first.
 */
import type { FormikErrors } from 'formik';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { countAboveCap } from '@contract/admin-rate-caps/rate-cap.rules';
import { rateCapSchema, type RateCapBody } from '@contract/admin-rate-caps/rate-cap.types';
import { typedNumber } from '@web/lib/typed-number';

export interface CapFormValues {
  cap: string;
  confirmAbove: boolean;
}

export const capFormValuesOf = (cap: number | null): CapFormValues => ({ cap: cap === null ? '' : String(cap), confirmAbove: false });

const candidate = (values: CapFormValues) => ({ cap: typedNumber(values.cap) });

/** The cap typed, once the schema takes it; else null. */
export function typedCap(values: CapFormValues): number | null {
  return fieldErrors(rateCapSchema, candidate(values)) ? null : rateCapSchema.cast(candidate(values)).cap;
}

/** How many of the governed rates the typed cap leaves above it (0 while the cap is not a valid one). */
export function leftAbove(values: CapFormValues, rates: readonly number[]): number {
  const cap = typedCap(values);
  return cap === null ? 0 : countAboveCap(rates, cap);
}

/** The schema's problems; with `rates` (staff's cap), a cap leaving companies above it until confirmed. */
export function capFormProblems(values: CapFormValues, rates?: readonly number[]): FormikErrors<CapFormValues> {
  const fields = fieldErrors(rateCapSchema, candidate(values));
  if (fields) return fields;
  return rates && leftAbove(values, rates) > 0 && !values.confirmAbove ? { confirmAbove: 'adminRateCaps.edit.confirmRequired' } : {};
}

export const capBodyOf = (values: CapFormValues): RateCapBody => rateCapSchema.cast(candidate(values));

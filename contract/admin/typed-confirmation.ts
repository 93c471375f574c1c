/**
 * Typed confirmation of a destructive staff action (issue "The admin console, part 1"): the action shows what it will
 * touch, the person types the target again, and the BFF refuses the action unless the typed text confirms it.
 *
 * API (small on purpose; the web dialog is web/src/components/detail/TypedConfirmDialog.tsx):
 * - `confirmationTextOf(target)`: the text that confirms a target: a name as it is written, or a count as digits.
 * - `isConfirmedBy(expected, typed)`: whether the typed text confirms; spaces around and runs of spaces inside do not
 *   count, letters and their case do (a destructive action takes exactly what it names).
 * - `typedConfirmationField`: the yup field of a body's `confirmation` (missing reads as empty, so it is refused by
 *   the check below rather than by the schema, with one code whatever was sent).
 * - `typedConfirmationRefusal(expected, typed)`: null when confirmed, else the refusal the BFF answers
 *   (`typedConfirmationMismatch`, 422, on the `confirmation` field); bff/src/lib/typed-confirmation.ts throws it.
 */
import * as yup from 'yup';

/** What a destructive action names: a record by its name (a company, a brand), or how many rows it touches. */
export type ConfirmationTarget = { kind: 'name'; name: string } | { kind: 'count'; count: number };

/** The body field that carries the typed text. */
export const TYPED_CONFIRMATION_FIELD = 'confirmation';

/** Longest typed text read (a company or brand name is far shorter). */
export const TYPED_CONFIRMATION_MAX_LENGTH = 200;

const normalized = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ');

export function confirmationTextOf(target: ConfirmationTarget): string {
  return target.kind === 'name' ? normalized(target.name) : String(target.count);
}

export function isConfirmedBy(expected: string, typed: string | null | undefined): boolean {
  const wanted = normalized(expected);
  return wanted !== '' && normalized(typed ?? '') === wanted;
}

export const typedConfirmationField = yup.string().default('').max(TYPED_CONFIRMATION_MAX_LENGTH, 'validation.textTooLong');

export interface TypedConfirmationRefusal {
  code: 'typedConfirmationMismatch';
  fields: { [TYPED_CONFIRMATION_FIELD]: 'errors.typedConfirmationMismatch' };
}

export function typedConfirmationRefusal(expected: string, typed: string | null | undefined): TypedConfirmationRefusal | null {
  if (isConfirmedBy(expected, typed)) return null;
  return { code: 'typedConfirmationMismatch', fields: { [TYPED_CONFIRMATION_FIELD]: 'errors.typedConfirmationMismatch' } };
}

/** The BFF's side of a typed confirmation (contract/admin/typed-confirmation.ts): refuse unless the typed text confirms. */
import { typedConfirmationRefusal } from '@contract/admin/typed-confirmation';
import { ApiFailure } from './api-failure';

/** Throws `typedConfirmationMismatch` (422, on the `confirmation` field) unless `typed` confirms `expected`. */
export function requireTypedConfirmation(expected: string, typed: string | null | undefined): void {
  const refused = typedConfirmationRefusal(expected, typed);
  if (refused) throw new ApiFailure(refused.code, { fields: refused.fields });
}

/** The text for a rule's refusal code: the error catalogue's own text, or the form's. */
import { ERROR_MESSAGES } from '@contract/errors';

export function refusalKey(code: string): string {
  if (code === 'noItemsSelected') return 'validation.selectItems';
  return code in ERROR_MESSAGES ? `errors.${code}` : 'errors.generic';
}

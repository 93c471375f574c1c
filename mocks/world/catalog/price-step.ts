/**
 * The marketplace service's own guard on one price change (docs/decisions.md, Prices): the default rise and drop
 * limits the imports also start from, as the i18n key a form shows under the price.
 */
import { priceStepProblem } from '@contract/catalog/catalog.rules';
import { DEFAULT_IMPORT_LIMITS } from '@contract/imports/import.types';

export function priceStepKey(current: number, next: number): 'validation.priceRiseTooLarge' | 'validation.priceDropTooLarge' | null {
  const step = priceStepProblem(current, next, DEFAULT_IMPORT_LIMITS);
  return step === 'rise' ? 'validation.priceRiseTooLarge' : step === 'drop' ? 'validation.priceDropTooLarge' : null;
}

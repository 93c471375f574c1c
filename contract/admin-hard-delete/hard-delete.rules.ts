/** The hard delete's rules: reading the list of ids or SKUs, its problems, and what confirms it. */
import * as yup from 'yup';
import { confirmationTextOf, typedConfirmationField } from '../admin/typed-confirmation';
import { wholeId } from '../lists/whole-id';
import { HARD_DELETE_MAX_TARGETS, HARD_DELETE_SCOPES, type HardDeleteCounts, type HardDeleteScope, type HardDeleteTarget } from './hard-delete.types';

/** The ids or SKUs of a text (commas, semicolons or white space between them), each once, in the order given. */
export function parseTargets(text: string | undefined): string[] {
  return [...new Set((text ?? '').split(/[\s,;]+/).filter(Boolean))];
}

export const targetsText = (targets: readonly string[]) => targets.join(',');

export const isHardDeleteScope = (value: unknown): value is HardDeleteScope => HARD_DELETE_SCOPES.some((scope) => scope === value);

/** Field → i18n key of what is wrong with the target, or null. */
export function hardDeleteTargetProblems(target: Partial<HardDeleteTarget>): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (!target.companyId) problems.companyId = 'validation.required';
  const targets = target.targets ?? [];
  if (target.scope !== 'catalog') {
    if (targets.length === 0) problems.targets = 'adminHardDelete.validation.targetsRequired';
    else if (targets.length > HARD_DELETE_MAX_TARGETS) problems.targets = 'adminHardDelete.validation.tooManyTargets';
    else if (target.scope === 'products' && targets.some((id) => wholeId(id) === null)) problems.targets = 'validation.productIdList';
  }
  return Object.keys(problems).length ? problems : null;
}

/** The count a list's confirmation names: products for a product list, variants for a variant list. */
export function countOfScope(scope: HardDeleteScope, counts: HardDeleteCounts): number {
  return scope === 'variants' ? counts.variants : counts.products;
}

/** The catalogue is confirmed by the company's name, a list by how many products or variants it deletes. */
export function hardDeleteConfirmation(scope: HardDeleteScope, companyName: string, counts: HardDeleteCounts): string {
  return confirmationTextOf(scope === 'catalog' ? { kind: 'name', name: companyName } : { kind: 'count', count: countOfScope(scope, counts) });
}

/** POST /api/admin/hard-delete: the target again, with the typed confirmation. */
export const hardDeleteStartSchema = yup.object({
  companyId: yup.number().integer().positive().required('validation.required'),
  scope: yup.string().oneOf(HARD_DELETE_SCOPES).required('validation.required'),
  targets: yup.array(yup.string().required()).max(HARD_DELETE_MAX_TARGETS, 'adminHardDelete.validation.tooManyTargets').default([]),
  confirmation: typedConfirmationField,
});
export type HardDeleteStartBody = yup.InferType<typeof hardDeleteStartSchema>;

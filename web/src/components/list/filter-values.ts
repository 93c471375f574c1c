/** Pure helpers of the filter bar: the draft a form edits, what Apply hands back, and the problems that block it. */
import { dateRangeProblem } from '@contract/lists/date-range';
import type { AppliedFilters, FilterField, FilterValidator, FilterValues } from './list-types';

export type FilterDraft = Record<string, string>;

export function fieldNames(fields: readonly FilterField[]): string[] {
  return fields.flatMap((field) => (field.kind === 'dateRange' ? [field.from, field.to] : [field.name]));
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function draftOf(fields: readonly FilterField[], values: FilterValues): FilterDraft {
  const read = values as Readonly<Record<string, unknown>>;
  return Object.fromEntries(fieldNames(fields).map((name) => [name, asText(read[name])]));
}

export function emptyDraft(fields: readonly FilterField[]): FilterDraft {
  return Object.fromEntries(fieldNames(fields).map((name) => [name, '']));
}

/** How many fields hold a value (a date range counts once): the Filters button's count, and whether an empty list is filtered. */
export function activeFilterCount(fields: readonly FilterField[], values: FilterValues): number {
  const draft = draftOf(fields, values);
  return fields.filter((field) => (field.kind === 'dateRange' ? draft[field.from] || draft[field.to] : draft[field.name]?.trim())).length;
}

/** The empty list's text: `list.states.noMatch` while a filter is set, else the screen's own (`emptyKey`, or the default). */
export function emptyKeyOf(fields: readonly FilterField[], values: FilterValues, emptyKey?: string): string | undefined {
  return activeFilterCount(fields, values) > 0 ? 'list.states.noMatch' : emptyKey;
}

export function appliedOf(fields: readonly FilterField[], draft: FilterDraft): AppliedFilters {
  return Object.fromEntries(fieldNames(fields).map((name) => [name, draft[name]?.trim() || undefined]));
}

/** Spec §5 date range rules first (reported under the range's `from`), then the screen's own rules. */
export function problemsOf(fields: readonly FilterField[], draft: FilterDraft, validate?: FilterValidator): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    if (field.kind !== 'dateRange') continue;
    const problem = dateRangeProblem(draft[field.from] || undefined, draft[field.to] || undefined, field.required ?? false, field.maxDays);
    if (problem) problems[field.from] = problem;
  }
  const trimmed = Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim()]));
  return { ...(validate?.(trimmed) ?? {}), ...problems };
}

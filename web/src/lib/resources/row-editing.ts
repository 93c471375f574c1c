/** What an editable grid shows from its RowEditState: typed values per row, and the problems as you type plus the server's. */
import type { RowValues } from '@web/components/list/list-types';
import { mergedValues, type RowDraft, type RowEditState } from './row-edit-resource';

/** Field -> i18n key of the problem of one row's values (the shared schema's), or null. */
export type RowValidator = (values: Readonly<Record<string, string>>) => Record<string, string> | null;

export function draftValues(state: RowEditState): RowValues {
  return Object.fromEntries(Object.entries(state.drafts).map(([key, draft]) => [key, draft.values]));
}

interface Checked {
  server: Readonly<Record<string, string>> | undefined;
  validate: RowValidator;
  fields: Record<string, string>;
}

/** A row's problems are kept with its draft (the store keeps an unchanged draft as the same object): one edit checks one row. */
const checkedDrafts = new WeakMap<RowDraft, Checked>();

function problemsOfRow(draft: RowDraft | undefined, server: Readonly<Record<string, string>> | undefined, validate: RowValidator): Record<string, string> {
  if (!draft) return { ...server };
  const known = checkedDrafts.get(draft);
  if (known && known.server === server && known.validate === validate) return known.fields;
  const fields = { ...server, ...validate(mergedValues(draft)) };
  checkedDrafts.set(draft, { server, validate, fields });
  return fields;
}

/** The server's problems of the last save, overlaid with the problems of the values as they are typed now. */
export function rowProblems(state: RowEditState, validate: RowValidator): RowValues {
  const out: Record<string, Record<string, string>> = {};
  const keys = new Set([...Object.keys(state.drafts), ...Object.keys(state.serverProblems)]);
  for (const key of keys) {
    const fields = problemsOfRow(state.drafts[key], state.serverProblems[key], validate);
    if (Object.keys(fields).length > 0) out[key] = fields;
  }
  return out;
}

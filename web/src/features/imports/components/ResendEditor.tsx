import { useMemo, useState } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import { reasonLanguageOf } from '@contract/imports/reason-text';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { DataTable } from '@web/components/list/DataTable';
import { ListStates } from '@web/components/list/ListStates';
import { Pagination } from '@web/components/list/Pagination';
import type { Column, RowEditing } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import type { ListState } from '@web/lib/resources/list-resource';
import { rowParamOf } from '../error-row';
import { resendBody, resendFields, resendProblems, storedValues, type ResendField } from '../resend-rows';
import { ImportReasons } from '@web/components/ImportReasons';

type Drafts = Record<string, Record<string, string>>;

/** A changed row: its sheet row, its stored values (to send it from any page) and the changes. */
interface Edit {
  row: number;
  stored: Record<string, string>;
  draft: Record<string, string>;
}

/** Fix and resend's own page of all the chosen import's refused rows (`?fix=1&fixPage=&fixPageSize=`). */
export interface ResendPages {
  open: boolean;
  page: number;
  pageSize: number;
  rows: ListState<ImportRowError, never>;
  onOpen: () => void;
  onClose: () => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  onRetry: () => void;
}

export interface ResendEditorProps {
  kind: ImportKind;
  /** The editor's page of the refused rows of one import; changes on other pages are kept while paging. */
  pages: ResendPages;
  sending: boolean;
  /** The last sending's refusal. */
  error: ApiFailure | null;
  /** Drafts the editor starts with, by row key (stories). */
  initialDrafts?: Drafts;
  onSend: (body: { header: string[]; rows: string[][] }) => void;
}

/** A field's column: the stored cell as the input's value; its header is data (the template's or the file's). */
function editColumn(field: ResendField): Column<ImportRowError> {
  const value = (row: ImportRowError) => storedValues([field], row)[field.id] ?? '';
  return {
    id: field.id,
    headerKey: 'imports.resend.title',
    header: field.header,
    cell: value,
    edit: field.inputMode
      ? { field: field.id, kind: 'number', inputMode: field.inputMode, value }
      : { field: field.id, kind: 'text', value, ...(field.minWidth ? { minWidth: field.minWidth } : {}) },
  };
}

function initialEdits(fields: readonly ResendField[], rows: readonly ImportRowError[], drafts: Drafts): Record<string, Edit> {
  return Object.fromEntries(
    rows.flatMap((row) => {
      const draft = drafts[rowParamOf(row)];
      return draft ? [[rowParamOf(row), { row: row.row, stored: storedValues(fields, row), draft }]] : [];
    }),
  );
}

/** Import Errors' Fix and resend: each refused row of any kind as an editable row beside its reasons; the changed rows go back as a new import. */
export function ResendEditor({ kind, pages, sending, error, initialDrafts = {}, onSend }: ResendEditorProps) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(() => pages.rows.page?.items ?? [], [pages.rows.page]);
  const format = useFormatters();
  const language = reasonLanguageOf(i18n.language);
  const fields = useMemo(() => resendFields(kind, rows, language), [kind, rows, language]);
  const [edits, setEdits] = useState<Record<string, Edit>>(() => initialEdits(fields, rows, initialDrafts));
  const columns = useMemo<Column<ImportRowError>[]>(
    () => [
      { id: 'row', headerKey: 'imports.errors.columns.row', cell: (row) => format.number(row.row), align: 'end' },
      ...fields.map(editColumn),
      { id: 'reasons', headerKey: 'imports.errors.columns.reasons', cell: (row) => <ImportReasons reasons={row.reasons} /> },
    ],
    [fields, format],
  );
  const drafts = useMemo(() => Object.fromEntries(Object.entries(edits).map(([key, edit]) => [key, edit.draft])), [edits]);
  const problems = useMemo(
    () => Object.fromEntries(Object.entries(edits).map(([key, edit]) => [key, resendProblems(kind, fields, { ...edit.stored, ...edit.draft }, language)])),
    [kind, fields, edits, language],
  );
  const changed = Object.keys(edits).length;
  const status = pages.rows.status === 'idle' ? 'loading' : pages.rows.status;
  const total = pages.rows.page?.total ?? 0;
  const withProblems = Object.values(problems).filter((found) => Object.keys(found).length > 0).length;
  const send = () =>
    onSend(
      resendBody(
        fields,
        Object.values(edits).sort((a, b) => a.row - b.row),
      ),
    );
  const editing: RowEditing<ImportRowError> = {
    drafts,
    problems,
    saving: sending,
    rowLabel: (row) => t('imports.resend.rowLabel', { row: row.row }),
    onChange: (key, field, value, base) =>
      setEdits((current) => {
        const shown = rows.find((row) => rowParamOf(row) === key);
        const edit = current[key] ?? { row: shown?.row ?? 0, stored: shown ? storedValues(fields, shown) : { ...base }, draft: {} };
        const draft = { ...edit.draft, [field]: value };
        if (value === base[field]) delete draft[field];
        const { [key]: _replaced, ...others } = current;
        return Object.keys(draft).length === 0 ? others : { ...others, [key]: { ...edit, draft } };
      }),
    onSave: send,
    onDiscard: () => setEdits({}),
    onDiscardRow: (key) =>
      setEdits((current) => {
        const { [key]: _dropped, ...others } = current;
        return others;
      }),
  };
  return (
    <section aria-label={t('imports.resend.title')} data-testid="resend-editor">
      <p className="text-body-secondary small mb-2">{t('imports.resend.intro')}</p>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <strong aria-live="polite" data-testid="resend-count">
          {t('imports.resend.changed', { count: changed })}
        </strong>
        {withProblems > 0 ? (
          <span className="text-danger" id="resend-problems" data-testid="resend-problems">
            {t('list.edit.problems', { count: withProblems })}
          </span>
        ) : null}
        <div className="ms-auto d-flex gap-2">
          <CButton color="secondary" variant="outline" size="sm" disabled={sending} onClick={pages.onClose} data-testid="resend-close">
            {t('imports.resend.close')}
          </CButton>
          <CButton
            color="primary"
            size="sm"
            disabled={sending || changed === 0 || withProblems > 0}
            aria-busy={sending}
            aria-describedby={withProblems > 0 ? 'resend-problems' : undefined}
            onClick={send}
            data-testid="resend-send"
          >
            {sending ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {sending ? t('imports.resend.sending') : t('imports.resend.send', { count: changed })}
          </CButton>
        </div>
      </div>
      <ErrorAlert error={error} />
      <DataTable<ImportRowError>
        columns={columns}
        rows={rows}
        rowKey={rowParamOf}
        labelKey="imports.resend.title"
        editing={editing}
        busy={pages.rows.status === 'loading'}
      />
      <ListStates status={status} rowCount={rows.length} errorKey="imports.errors.loadError" emptyKey="imports.errors.none" onRetry={pages.onRetry} />
      {status !== 'error' && total > 0 ? (
        <div className="mt-2">
          <Pagination page={pages.page} pageSize={pages.pageSize} total={total} onPageChange={pages.onPageChange} onPageSizeChange={pages.onPageSizeChange} />
        </div>
      ) : null}
    </section>
  );
}

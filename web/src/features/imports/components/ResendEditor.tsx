import { useMemo, useState } from 'react';
import { CButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { ImportRowError } from '@contract/imports/import.types';
import type { StockPriceKey } from '@contract/imports/stock-price.rules';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { DataTable } from '@web/components/list/DataTable';
import type { Column, RowEditing } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import { rowParamOf } from '../error-row';
import { resendBody, resendProblems, storedValues } from '../resend-rows';
import { ImportReasons } from './ImportReasons';

type Drafts = Record<string, Record<string, string>>;

export interface ResendEditorProps {
  /** The refused rows of one import. */
  rows: readonly ImportRowError[];
  sending: boolean;
  /** The last sending's refusal. */
  error: ApiFailure | null;
  /** Drafts the editor starts with (stories). */
  initialDrafts?: Drafts;
  onSend: (body: { header: string[]; rows: string[][] }) => void;
  onClose: () => void;
}

const FIELD_HEADER_KEYS: Readonly<Record<StockPriceKey, string>> = {
  sku: 'imports.errors.columns.sku',
  price: 'imports.resend.columns.price',
  retailPrice: 'imports.resend.columns.retailPrice',
  stock: 'imports.resend.columns.stock',
};

function editColumn(field: StockPriceKey): Column<ImportRowError> {
  return {
    id: field,
    headerKey: FIELD_HEADER_KEYS[field],
    cell: (row) => storedValues(row)[field],
    edit: { field, kind: 'number', inputMode: field === 'stock' ? 'numeric' : 'decimal', value: (row) => storedValues(row)[field] },
  };
}

/** Import Errors' Fix and resend: each refused stock/price row as an editable row beside its reasons; the changed rows go back as a new import. */
export function ResendEditor({ rows, sending, error, initialDrafts = {}, onSend, onClose }: ResendEditorProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [drafts, setDrafts] = useState<Drafts>(initialDrafts);
  const columns = useMemo<Column<ImportRowError>[]>(
    () => [
      { id: 'row', headerKey: 'imports.errors.columns.row', cell: (row) => format.number(row.row), align: 'end' },
      ...(['sku', 'price', 'retailPrice', 'stock'] as const).map(editColumn),
      { id: 'reasons', headerKey: 'imports.errors.columns.reasons', cell: (row) => <ImportReasons reasons={row.reasons} /> },
    ],
    [format],
  );
  const problems = useMemo(() => {
    const found: Drafts = {};
    for (const row of rows) {
      const key = rowParamOf(row);
      const draft = drafts[key];
      if (draft) found[key] = resendProblems({ ...storedValues(row), ...draft });
    }
    return found;
  }, [rows, drafts]);
  const changed = Object.keys(drafts).length;
  const withProblems = Object.values(problems).filter((fields) => Object.keys(fields).length > 0).length;
  const editing: RowEditing<ImportRowError> = {
    drafts,
    problems,
    saving: sending,
    rowLabel: (row) => t('imports.resend.rowLabel', { row: row.row }),
    onChange: (key, field, value, base) =>
      setDrafts((current) => {
        const values = { ...current[key], [field]: value };
        if (value === base[field]) delete values[field];
        const next = { ...current, [key]: values };
        if (Object.keys(values).length === 0) delete next[key];
        return next;
      }),
    onSave: () => onSend(resendBody(rows, drafts, rowParamOf)),
    onDiscard: () => setDrafts({}),
    onDiscardRow: (key) =>
      setDrafts((current) => {
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
          <CButton color="secondary" variant="outline" size="sm" disabled={sending} onClick={onClose} data-testid="resend-close">
            {t('imports.resend.close')}
          </CButton>
          <CButton
            color="primary"
            size="sm"
            disabled={sending || changed === 0 || withProblems > 0}
            aria-busy={sending}
            aria-describedby={withProblems > 0 ? 'resend-problems' : undefined}
            onClick={editing.onSave}
            data-testid="resend-send"
          >
            {sending ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {sending ? t('imports.resend.sending') : t('imports.resend.send', { count: changed })}
          </CButton>
        </div>
      </div>
      <ErrorAlert error={error} />
      <DataTable<ImportRowError> columns={columns} rows={rows} rowKey={rowParamOf} labelKey="imports.resend.title" editing={editing} />
    </section>
  );
}

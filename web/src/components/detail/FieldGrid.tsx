import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_VALUE } from '@web/lib/format';

export interface FieldGridItem {
  id: string;
  /** i18n key of the label. */
  labelKey: string;
  /** The value as shown (already formatted); null, undefined or '' shows '—'. */
  value: ReactNode;
  /** Takes a whole row (long texts, addresses). */
  wide?: boolean;
}

export interface FieldGridProps {
  fields: readonly FieldGridItem[];
  /** Label/value pairs per row on wide screens. */
  columns?: 1 | 2 | 3;
}

const COLUMN_CLASS = { 1: 'col-12', 2: 'col-12 col-md-6', 3: 'col-12 col-md-6 col-xl-4' } as const;
const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** Label/value pairs from a declarative list, as a description list. */
export function FieldGrid({ fields, columns = 2 }: FieldGridProps) {
  const { t } = useTranslation();
  return (
    <dl className="row g-3 mb-0" data-testid="field-grid">
      {fields.map((field) => (
        <div key={field.id} className={field.wide ? 'col-12' : COLUMN_CLASS[columns]} data-testid={`field-${field.id}`}>
          <dt className="small text-body-secondary fw-normal">{t(field.labelKey)}</dt>
          <dd className="mb-0 text-break">{isEmpty(field.value) ? EMPTY_VALUE : field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

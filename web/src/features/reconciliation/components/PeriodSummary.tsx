import { useId } from 'react';
import { CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReconciliationPeriod } from '@contract/reconciliation/reconciliation.types';
import { pathOf } from '@contract/routes';
import { useFormatters } from '@web/lib/format';
import { TotalsGrid } from './TotalsGrid';

export interface PeriodSummaryProps {
  /** The period shown, or null when the tab has none. */
  period: ReconciliationPeriod | null;
  /** The tab's periods, newest first, for the picker. */
  choices: readonly ReconciliationPeriod[];
  onPeriodChange: (periodId: number) => void;
}

/** The tab's period: a picker when the tab holds several, its dates and payment day, its totals, a link to its details. */
export function PeriodSummary({ period, choices, onPeriodChange }: PeriodSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const selectId = `period${useId().replace(/:/g, '')}`;
  const range = (candidate: ReconciliationPeriod) => t('reconciliation.period.range', { start: format.date(candidate.start), end: format.date(candidate.end) });
  if (!period)
    return (
      <p className="text-body-secondary mb-3" data-testid="period-none">
        {t('reconciliation.period.none')}
      </p>
    );
  return (
    <section className="mb-3" data-testid="period-summary" aria-label={t('reconciliation.totals.heading')}>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <div className="d-flex align-items-center gap-2">
          <CFormLabel htmlFor={selectId} className="mb-0">
            {t('reconciliation.period.label')}
          </CFormLabel>
          <CFormSelect
            id={selectId}
            size="sm"
            value={String(period.id)}
            disabled={choices.length < 2}
            onChange={(event) => onPeriodChange(Number(event.target.value))}
            data-testid="period-select"
          >
            {(choices.some((choice) => choice.id === period.id) ? choices : [period, ...choices]).map((choice) => (
              <option key={choice.id} value={choice.id}>
                {range(choice)}
              </option>
            ))}
          </CFormSelect>
        </div>
        <span className="text-body-secondary small" data-testid="period-payment-date">
          {t('reconciliation.period.paymentDate', { date: format.date(period.paymentDate) })}
        </span>
        <span className="text-body-secondary small">{t('reconciliation.period.lineCount', { count: period.lineCount })}</span>
        <Link className="small ms-auto" to={pathOf('reconciliationDetail', { periodId: period.id })} data-testid="period-details">
          {t('reconciliation.period.details')}
        </Link>
      </div>
      <TotalsGrid totals={period.totals} currency={period.currency} />
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { TOTAL_KEYS } from '@contract/reconciliation/reconciliation.rules';
import type { ReconciliationTotals } from '@contract/reconciliation/reconciliation.types';
import { useFormatters } from '@web/lib/format';

const KEYS: readonly (keyof ReconciliationTotals)[] = [...TOTAL_KEYS, 'payable'];

/** Spec §3 totals of a period, each with its sign, the payable last and set apart. */
export function TotalsGrid({ totals, currency }: { totals: ReconciliationTotals; currency: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    // One definition list per total: a <dl> may hold its terms in one <div>, not in the grid's column and card.
    <div className="row g-2 mb-0" role="group" aria-label={t('reconciliation.totals.heading')} data-testid="period-totals">
      {KEYS.map((key) => (
        <div key={key} className={key === 'payable' ? 'col-12 col-xl-3' : 'col-6 col-md-4 col-xl-3'} data-testid={`total-${key}`}>
          <dl className={`border rounded p-2 h-100 mb-0${key === 'payable' ? ' border-primary bg-primary-subtle' : ''}`}>
            <dt className="small text-body-secondary fw-normal">{t(`reconciliation.totals.${key}`)}</dt>
            <dd className={`mb-0 text-nowrap${key === 'payable' ? ' fw-bold fs-5' : ' fw-semibold'}`}>{format.money(totals[key], currency)}</dd>
          </dl>
        </div>
      ))}
    </div>
  );
}

import { CAlert, CButton, CSpinner } from '@coreui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardAnswer, GmvRange } from '@contract/dashboard/dashboard.types';
import { useFormatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { BreakdownWidget } from '../components/BreakdownWidget';
import { BREAKDOWNS, breakdownProps, isEmptyDashboard, type Breakdown } from '../components/dashboard-breakdowns';
import { GmvWidget } from '../components/GmvWidget';
import { OrdersPerDayWidget } from '../components/OrdersPerDayWidget';

export interface DashboardPageProps {
  state: DetailState<DashboardAnswer>;
  range: GmvRange;
  onRangeChange: (range: GmvRange) => void;
  onRetry: () => void;
  /** Shown under the title, above the figures: Today's list. */
  top?: ReactNode;
}

/** The seller's dashboard (spec §2 '/'): GMV, orders per day, and the five breakdowns, each leading to its list. */
export function DashboardPage({ state, range, onRangeChange, onRetry, top }: DashboardPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const status = detailStatusOf(state);
  const data = state.data;
  const breakdown = (name: keyof typeof BREAKDOWNS) => (data ? <BreakdownWidget {...breakdownProps(BREAKDOWNS[name] as Breakdown<string>, data)} /> : null);
  return (
    <div data-testid="dashboard">
      <div className="d-flex flex-wrap align-items-baseline justify-content-between gap-2 mb-3">
        <h1 className="h4 mb-0">{t('routes.dashboard')}</h1>
        {data ? (
          <span className="text-body-secondary small" data-testid="dashboard-as-of">
            {t('dashboard.asOf', { time: format.dateTime(data.asOf) })}
            {data.refreshing ? (
              <span className="ms-2" role="status" data-testid="dashboard-refreshing">
                {t('dashboard.refreshing')}
              </span>
            ) : null}
          </span>
        ) : null}
      </div>
      {top}
      {status === 'loading' && !data ? (
        <div className="d-flex justify-content-center py-5" data-testid="dashboard-loading">
          <CSpinner color="primary" aria-label={t('common.loading')} />
        </div>
      ) : null}
      {status === 'error' || status === 'notFound' ? (
        <CAlert color="danger" role="alert" className="d-flex flex-wrap align-items-center justify-content-between gap-2" data-testid="dashboard-error">
          <span>{t(state.error?.code === 'downstreamUnavailable' ? 'dashboard.unavailable' : 'dashboard.loadError')}</span>
          <CButton color="danger" variant="outline" size="sm" onClick={onRetry} data-testid="dashboard-retry">
            {t('list.states.retry')}
          </CButton>
        </CAlert>
      ) : null}
      {data?.stale ? (
        <CAlert color="warning" className="py-2" data-testid="dashboard-stale">
          {t('dashboard.stale', { time: format.dateTime(data.asOf) })}
        </CAlert>
      ) : null}
      {data && isEmptyDashboard(data) ? (
        <p className="text-body-secondary text-center py-5 mb-0" role="status" data-testid="dashboard-empty">
          {t('dashboard.empty')}
        </p>
      ) : null}
      {data && !isEmptyDashboard(data) ? (
        <div className="row g-3" aria-busy={status === 'loading'}>
          <div className="col-xl-8">
            <GmvWidget series={data.gmv} currency={data.currency} range={range} onRangeChange={onRangeChange} />
          </div>
          <div className="col-xl-4">{breakdown('orderStages')}</div>
          <div className="col-xl-8">
            <OrdersPerDayWidget days={data.ordersPerDay} />
          </div>
          <div className="col-xl-4">{breakdown('packageStates')}</div>
          <div className="col-lg-6 col-xl-4">{breakdown('questionStates')}</div>
          <div className="col-lg-6 col-xl-4">{breakdown('claimTypes')}</div>
          <div className="col-lg-12 col-xl-4">{breakdown('rejectedReasons')}</div>
        </div>
      ) : null}
    </div>
  );
}

import { CAlert, CCol, CRow } from '@coreui/react';
import type { ChartOptions } from 'chart.js';
import { useTranslation } from 'react-i18next';
import type { ReportSummary } from '@contract/admin-reports/report.types';
import { translucent, useChartTheme } from '@web/components/charts/chart-theme';
import { LazyChartBar, LazyChartLine } from '@web/components/charts/lazy-charts';
import { useFormatters } from '@web/lib/format';
import type { QueryState } from '../query-resource';

function Totals({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { totals } = summary;
  const rate = totals.orders === 0 ? 0 : totals.cancelledOrders / totals.orders;
  const tiles = [
    { id: 'gmv', value: format.money(totals.gmv, summary.currency) },
    { id: 'orders', value: format.number(totals.orders) },
    {
      id: 'cancelledOrders',
      value: format.number(totals.cancelledOrders),
      note: t('adminReports.summary.cancelRate', { rate: `${format.number(rate * 100, 1)} %` }),
    },
    { id: 'claims', value: format.number(totals.claims) },
  ];
  return (
    <CRow className="g-3 mb-3" xs={{ cols: 2 }} md={{ cols: 4 }}>
      {tiles.map((tile) => (
        <CCol key={tile.id}>
          <div className="border rounded p-2 h-100">
            <div className="small text-body-secondary">{t(`adminReports.summary.${tile.id}`)}</div>
            <div className="fs-5 fw-semibold" data-testid={`report-total-${tile.id}`}>
              {tile.value}
            </div>
            {tile.note ? <div className="small text-body-secondary">{tile.note}</div> : null}
          </div>
        </CCol>
      ))}
    </CRow>
  );
}

function DaysChart({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const theme = useChartTheme();
  const gmv = theme.colour('primary');
  const axis = { ticks: { color: theme.mutedText }, grid: { color: theme.grid } };
  const options: ChartOptions<'line'> = {
    maintainAspectRatio: false,
    plugins: { legend: { labels: { color: theme.text } } },
    scales: {
      x: { ticks: { color: theme.mutedText, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
      y: { ...axis, beginAtZero: true, ticks: { ...axis.ticks, callback: (value) => format.money(Number(value), summary.currency) } },
      orders: { ...axis, beginAtZero: true, position: 'right', grid: { display: false }, ticks: { ...axis.ticks, precision: 0 } },
    },
  };
  return (
    <LazyChartLine
      className="h-100"
      customTooltips={false}
      role="img"
      aria-label={t('adminReports.charts.daysLabel', { from: format.date(summary.from), to: format.date(summary.to) })}
      data={{
        labels: summary.days.map((day) => format.date(day.date)),
        datasets: [
          {
            label: t('adminReports.charts.gmv'),
            data: summary.days.map((day) => day.gmv),
            borderColor: gmv,
            backgroundColor: translucent(gmv),
            fill: true,
            tension: 0.3,
          },
          {
            label: t('adminReports.charts.orders'),
            data: summary.days.map((day) => day.orders),
            borderColor: theme.colour('info'),
            yAxisID: 'orders',
            tension: 0.3,
          },
        ],
      }}
      options={options as ChartOptions}
    />
  );
}

function MarketplacesChart({ summary }: { summary: ReportSummary }) {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const options: ChartOptions<'bar'> = {
    maintainAspectRatio: false,
    plugins: { legend: { labels: { color: theme.text } } },
    scales: {
      x: { ticks: { color: theme.mutedText }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { color: theme.mutedText, precision: 0 }, grid: { color: theme.grid } },
    },
  };
  return (
    <LazyChartBar
      className="h-100"
      customTooltips={false}
      role="img"
      aria-label={t('adminReports.charts.marketplacesLabel')}
      data={{
        labels: summary.marketplaces.map((entry) => t(`marketplaces.${entry.marketplace}`)),
        datasets: [
          {
            label: t('adminReports.charts.orders'),
            data: summary.marketplaces.map((entry) => entry.orders),
            backgroundColor: theme.colour('info'),
            borderRadius: 3,
          },
          {
            label: t('adminReports.charts.cancelledOrders'),
            data: summary.marketplaces.map((entry) => entry.cancelledOrders),
            backgroundColor: theme.colour('danger'),
            borderRadius: 3,
          },
        ],
      }}
      options={options as ChartOptions}
    />
  );
}

/** The report's range, totals and charts under the table's filters (drawn once the figures are in). */
export function ReportCharts({ summary }: { summary: QueryState<ReportSummary> }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const data = summary.data;
  if (summary.status === 'error') return <CAlert color="danger">{t('adminReports.summary.loadError')}</CAlert>;
  if (!data) return <p className="text-body-secondary">{t('adminReports.summary.loading')}</p>;
  return (
    <section data-testid="report-summary" aria-busy={summary.status === 'loading'}>
      <p className="fw-semibold mb-2" data-testid="report-range">
        {t('adminReports.summary.range', { from: format.date(data.from), to: format.date(data.to) })}
      </p>
      <Totals summary={data} />
      <CRow className="g-3 mb-3">
        <CCol lg={8}>
          <h3 className="h6">{t('adminReports.charts.days')}</h3>
          <div style={{ height: 260 }} data-testid="report-days-chart">
            <DaysChart summary={data} />
          </div>
        </CCol>
        <CCol lg={4}>
          <h3 className="h6">{t('adminReports.charts.marketplaces')}</h3>
          <div style={{ height: 260 }}>
            <MarketplacesChart summary={data} />
          </div>
        </CCol>
      </CRow>
    </section>
  );
}

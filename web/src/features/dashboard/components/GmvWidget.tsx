import { CButton, CButtonGroup } from '@coreui/react';
import { LazyChartLine } from '@web/components/charts/lazy-charts';
import type { ChartOptions } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { gmvPointLink } from '@contract/dashboard/dashboard.links';
import { GMV_RANGES, type GmvPoint, type GmvRange } from '@contract/dashboard/dashboard.types';
import { useFormatters } from '@web/lib/format';
import { translucent, useChartTheme } from '@web/components/charts/chart-theme';
import { usePeriodLabels } from '../dashboard-format';
import { WidgetCard } from './WidgetCard';

export interface GmvWidgetProps {
  series: Readonly<Record<GmvRange, readonly GmvPoint[]>>;
  currency: string;
  range: GmvRange;
  onRangeChange: (range: GmvRange) => void;
}

/** Gross merchandise value by day (week, month) or by month (year); a day opens that day's orders. */
export function GmvWidget({ series, currency, range, onRangeChange }: GmvWidgetProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = usePeriodLabels();
  const theme = useChartTheme();
  const navigate = useNavigate();
  const points = series[range];
  const total = points.reduce((sum, point) => sum + point.amount, 0);
  const label = (period: string) => (range === 'year' ? labels.month(period) : labels.day(period));
  const options: ChartOptions<'line'> = {
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => format.money(Number(item.raw), currency) } },
    },
    scales: {
      x: { ticks: { color: theme.mutedText, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { color: theme.mutedText, callback: (value) => format.money(Number(value), currency) }, grid: { color: theme.grid } },
    },
  };
  const colour = theme.colour('primary');
  return (
    <WidgetCard
      id="gmv"
      titleKey="dashboard.gmv.title"
      aside={
        <div className="d-flex flex-wrap align-items-center gap-3">
          <span className="fw-semibold" data-testid="dashboard-gmv-total">
            {t('dashboard.gmv.total', { amount: format.money(total, currency) })}
          </span>
          <CButtonGroup size="sm" role="group" aria-label={t('dashboard.gmv.range')}>
            {GMV_RANGES.map((option) => (
              <CButton
                key={option}
                color="primary"
                variant={option === range ? undefined : 'outline'}
                aria-pressed={option === range}
                data-testid={`dashboard-gmv-range-${option}`}
                onClick={() => onRangeChange(option)}
              >
                {t(`dashboard.gmv.ranges.${option}`)}
              </CButton>
            ))}
          </CButtonGroup>
        </div>
      }
    >
      <div style={{ height: 260 }}>
        <LazyChartLine
          className="h-100"
          customTooltips={false}
          role="img"
          aria-label={t('dashboard.gmv.chartLabel', { range: t(`dashboard.gmv.ranges.${range}`) })}
          data={{
            labels: points.map((point) => label(point.period)),
            datasets: [
              {
                data: points.map((point) => point.amount),
                borderColor: colour,
                backgroundColor: translucent(colour),
                fill: true,
                tension: 0.3,
                pointRadius: 3,
              },
            ],
          }}
          options={options as ChartOptions}
          getElementAtEvent={(elements) => {
            const point = points[elements[0]?.index ?? -1];
            const link = point ? gmvPointLink(range, point.period) : null;
            if (link) void navigate(link);
          }}
        />
      </div>
    </WidgetCard>
  );
}

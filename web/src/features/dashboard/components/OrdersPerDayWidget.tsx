import { LazyChartBar } from '@web/components/charts/lazy-charts';
import type { ChartOptions } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { orderDayLink } from '@contract/dashboard/dashboard.links';
import type { DayCount } from '@contract/dashboard/dashboard.types';
import { pathOf } from '@contract/routes';
import { useFormatters } from '@web/lib/format';
import { useChartTheme } from '@web/components/charts/chart-theme';
import { usePeriodLabels } from '../dashboard-format';
import { WidgetCard } from './WidgetCard';

/** Orders placed each day of the last 30 (spec §9); a bar opens that day's orders. */
export function OrdersPerDayWidget({ days }: { days: readonly DayCount[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = usePeriodLabels();
  const theme = useChartTheme();
  const navigate = useNavigate();
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const options: ChartOptions<'bar'> = {
    maintainAspectRatio: false,
    plugins: {
      legend: { display: false },
      tooltip: {
        callbacks: {
          title: (items) => format.date(days[items[0]?.dataIndex ?? 0]?.date),
          label: (item) => t('dashboard.ordersPerDay.tooltip', { count: Number(item.raw), formatted: format.number(Number(item.raw)) }),
        },
      },
    },
    scales: {
      x: { ticks: { color: theme.mutedText, maxRotation: 0, autoSkipPadding: 12 }, grid: { display: false } },
      y: { beginAtZero: true, ticks: { color: theme.mutedText, precision: 0, callback: (value) => format.number(Number(value)) }, grid: { color: theme.grid } },
    },
  };
  return (
    <WidgetCard
      id="ordersPerDay"
      titleKey="dashboard.ordersPerDay.title"
      listHref={pathOf('orders')}
      aside={
        <span className="text-body-secondary small" data-testid="dashboard-total-ordersPerDay">
          {t('dashboard.total', { count: total, formatted: format.number(total) })}
        </span>
      }
    >
      <div style={{ height: 240 }}>
        <LazyChartBar
          className="h-100"
          customTooltips={false}
          role="img"
          aria-label={t('dashboard.ordersPerDay.title')}
          data={{
            labels: days.map((day) => labels.day(day.date)),
            datasets: [{ data: days.map((day) => day.count), backgroundColor: theme.colour('info'), borderRadius: 3 }],
          }}
          options={options as ChartOptions}
          getElementAtEvent={(elements) => {
            const day = days[elements[0]?.index ?? -1];
            if (day) void navigate(orderDayLink(day.date));
          }}
        />
      </div>
    </WidgetCard>
  );
}

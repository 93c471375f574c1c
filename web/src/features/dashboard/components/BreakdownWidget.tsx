import { LazyChartBar, LazyChartDoughnut } from '@web/components/charts/lazy-charts';
import type { ChartOptions } from 'chart.js';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useFormatters } from '@web/lib/format';
import { useChartTheme, type ColourName } from '@web/components/charts/chart-theme';
import { WidgetCard } from './WidgetCard';

export interface BreakdownWidgetProps<K extends string> {
  id: string;
  titleKey: string;
  /** i18n key of a slice: `${labelKeyPrefix}.${key}`. */
  labelKeyPrefix: string;
  keys: readonly K[];
  counts: Readonly<Record<K, number>>;
  colours: Readonly<Record<K, ColourName>>;
  linkOf: (key: K) => string;
  chart: 'doughnut' | 'bar';
  listHref?: string;
}

/** Counts per state or type: a chart whose slices open the filtered list, and the same as a list of links. */
export function BreakdownWidget<K extends string>(props: BreakdownWidgetProps<K>) {
  const { id, titleKey, labelKeyPrefix, keys, counts, colours, linkOf, chart, listHref } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const theme = useChartTheme();
  const navigate = useNavigate();
  const labels = keys.map((key) => t(`${labelKeyPrefix}.${String(key)}` as string));
  const total = keys.reduce((sum, key) => sum + counts[key], 0);
  const data = {
    labels,
    datasets: [
      { data: keys.map((key) => counts[key]), backgroundColor: keys.map((key) => theme.colour(colours[key])), borderColor: theme.grid, borderWidth: 1 },
    ],
  };
  const tooltip = { callbacks: { label: (item: { label: string; parsed: unknown; raw: unknown }) => `${item.label}: ${format.number(Number(item.raw))}` } };
  const options: ChartOptions =
    chart === 'doughnut'
      ? ({ maintainAspectRatio: false, plugins: { legend: { display: false }, tooltip }, cutout: '60%' } as ChartOptions<'doughnut'> as ChartOptions)
      : ({
          maintainAspectRatio: false,
          indexAxis: 'y',
          plugins: { legend: { display: false }, tooltip },
          scales: {
            x: {
              beginAtZero: true,
              ticks: { color: theme.mutedText, precision: 0, callback: (value) => format.number(Number(value)) },
              grid: { color: theme.grid },
            },
            y: { ticks: { color: theme.text }, grid: { display: false } },
          },
        } as ChartOptions<'bar'> as ChartOptions);
  const Chart = chart === 'doughnut' ? LazyChartDoughnut : LazyChartBar;
  return (
    <WidgetCard
      id={id}
      titleKey={titleKey}
      {...(listHref ? { listHref } : {})}
      aside={
        <span className="text-body-secondary small" data-testid={`dashboard-total-${id}`}>
          {t('dashboard.total', { count: total, formatted: format.number(total) })}
        </span>
      }
    >
      <div className="row g-3 align-items-center">
        <div className={chart === 'doughnut' ? 'col-sm-5' : 'col-12'} style={{ height: chart === 'doughnut' ? 180 : 40 + keys.length * 28 }}>
          <Chart
            data={data}
            options={options}
            customTooltips={false}
            aria-label={t(titleKey)}
            role="img"
            className="h-100"
            getElementAtEvent={(elements) => {
              const key = keys[elements[0]?.index ?? -1];
              if (key) void navigate(linkOf(key));
            }}
          />
        </div>
        <ul className={`list-unstyled mb-0 small ${chart === 'doughnut' ? 'col-sm-7' : 'col-12'}`} aria-label={t(titleKey)}>
          {keys.map((key, index) => (
            <li key={key} className="d-flex align-items-center justify-content-between gap-2 py-1">
              <Link to={linkOf(key)} className="d-flex align-items-center gap-2 text-reset" data-testid={`dashboard-link-${id}-${key}`}>
                <span
                  aria-hidden="true"
                  className="d-inline-block rounded-circle"
                  style={{ width: 10, height: 10, background: data.datasets[0]!.backgroundColor[index] }}
                />
                {labels[index]}
              </Link>
              <span className="fw-semibold" data-testid={`dashboard-count-${id}-${key}`}>
                {format.number(counts[key])}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </WidgetCard>
  );
}

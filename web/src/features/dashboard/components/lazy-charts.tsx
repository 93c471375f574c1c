/**
 * The dashboard's chart components, loaded after its figures: Chart.js is the largest chunk a screen loads, and the
 * cards, totals and tables draw without it. Each chart sits in a box of fixed height, so nothing moves when it arrives.
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type * as ChartComponents from '@coreui/react-chartjs';

let loading: Promise<typeof ChartComponents> | null = null;

function loadCharts() {
  loading ??= Promise.all([import('@coreui/react-chartjs'), import('chart.js')]).then(([charts, { Chart }]) => {
    // A back-office chart shows its figures at once: no entry animation, whose frames cost a phone several long tasks.
    Chart.defaults.animation = false;
    return charts;
  });
  return loading;
}

type ChartProps = ComponentProps<typeof ChartComponents.CChartBar>;

/** A chart that draws nothing until Chart.js is in, inside its own boundary (the screen's spinner stays away). */
function lazyChart(pick: (charts: typeof ChartComponents) => ComponentType<ChartProps>): ComponentType<ChartProps> {
  const Chart = lazy(async () => ({ default: pick(await loadCharts()) }));
  return function LazyChart(props: ChartProps) {
    return (
      <Suspense fallback={null}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const LazyChartLine = lazyChart((charts) => charts.CChartLine);
export const LazyChartBar = lazyChart((charts) => charts.CChartBar);
export const LazyChartDoughnut = lazyChart((charts) => charts.CChartDoughnut);

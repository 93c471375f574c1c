/**
 * Chart components (the dashboard's, the staff reports'), loaded after a screen's figures: Chart.js is the largest
 * chunk a screen loads, and the cards, totals and tables draw without it. Each chart sits in a box of fixed height, so
 * nothing moves when it arrives, and each is drawn in a task of its own: Chart.js builds a chart in 10-30 ms, and seven
 * in one task blocked a phone's main thread for most of a second.
 */
import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import type * as ChartComponents from '@coreui/react-chartjs';

type Charts = typeof ChartComponents;

let loading: Promise<Charts> | null = null;

function loadCharts(): Promise<Charts> {
  loading ??= Promise.all([import('@coreui/react-chartjs'), import('chart.js')]).then(([charts, { Chart }]) => {
    // A back-office chart shows its figures at once: no entry animation, whose frames cost a phone several long tasks.
    Chart.defaults.animation = false;
    return charts;
  });
  return loading;
}

let lastTurn: Promise<void> = Promise.resolve();

/** Resolves in a task of its own, after every chart that asked before it has had its task. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  return lastTurn;
}

type ChartProps = ComponentProps<typeof ChartComponents.CChartBar>;

/** The chart component once Chart.js is in and this chart's turn has come; a failed load goes to the error boundary. */
function useChartInTurn(pick: (charts: Charts) => ComponentType<ChartProps>): ComponentType<ChartProps> | null {
  const [state, setState] = useState<{ chart: ComponentType<ChartProps> } | { failure: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    loadCharts()
      .then(async (charts) => {
        await nextTurn();
        if (live) setState({ chart: pick(charts) });
      })
      .catch((failure: unknown) => {
        if (live) setState({ failure });
      });
    return () => {
      live = false;
    };
  }, [pick]);
  if (state && 'failure' in state) throw state.failure;
  return state?.chart ?? null;
}

/** A chart that draws nothing until Chart.js is in and its turn has come (the screen's spinner stays away). */
function lazyChart(pick: (charts: Charts) => ComponentType<ChartProps>): ComponentType<ChartProps> {
  return function LazyChart(props: ChartProps) {
    const Chart = useChartInTurn(pick);
    return Chart ? <Chart {...props} /> : null;
  };
}

export const LazyChartLine = lazyChart((charts) => charts.CChartLine);
export const LazyChartBar = lazyChart((charts) => charts.CChartBar);
export const LazyChartDoughnut = lazyChart((charts) => charts.CChartDoughnut);

import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { DashboardAnswer, GmvRange } from '@contract/dashboard/dashboard.types';
import { changeLanguage } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { sampleDashboard, stubCanvas } from '../test-support';
import { DashboardPage } from './DashboardPage';

const ready = (data: DashboardAnswer): DetailState<DashboardAnswer> => ({ status: 'ready', id: 1001, data, error: null, command: null });

function renderPage(state: DetailState<DashboardAnswer>, range: GmvRange = 'week') {
  const props = { state, range, onRangeChange: vi.fn(), onRetry: vi.fn() };
  const router = createMemoryRouter([
    { path: '/', element: <DashboardPage {...props} /> },
    { path: '*', element: <p data-testid="elsewhere" /> },
  ]);
  render(<RouterProvider router={router} />);
  return { props, router };
}

let restoreCanvas: () => void;
beforeEach(() => {
  restoreCanvas = stubCanvas();
});
// Unmount first: a language change re-renders every mounted widget, after the test has ended.
afterEach(async () => {
  cleanup();
  restoreCanvas();
  await changeLanguage('en');
});

describe('DashboardPage', () => {
  it('draws every widget, then its chart once chart.js is in, with every chart type registered, and the figures in words', async () => {
    renderPage(ready(sampleDashboard()));
    for (const id of ['gmv', 'ordersPerDay', 'orderStages', 'packageStates', 'questionStates', 'claimTypes', 'rejectedReasons']) {
      expect(screen.getByTestId(`dashboard-widget-${id}`)).toBeInTheDocument();
    }
    // The figures come first; once its chunk is in, chart.js marks each canvas it took (in an effect, a moment after).
    await waitFor(() => {
      const canvases = [...document.querySelectorAll('canvas')];
      expect(canvases).toHaveLength(7);
      expect(canvases.every((canvas) => '$chartjs' in canvas)).toBe(true);
    });
    expect(screen.getAllByRole('img').map((chart) => chart.getAttribute('aria-label'))).toContain('Order stages');
    expect(screen.getByTestId('dashboard-count-orderStages-completed')).toHaveTextContent('2,600');
    expect(screen.getByTestId('dashboard-total-orderStages')).toHaveTextContent('Total: 2,911');
    expect(screen.getByTestId('dashboard-as-of')).toHaveTextContent('As of 15/01/2026');
    expect(screen.queryByTestId('dashboard-stale')).not.toBeInTheDocument();
  });

  it('opens the filtered list from a figure', async () => {
    const { router } = renderPage(ready(sampleDashboard()));
    await userEvent.click(screen.getByTestId('dashboard-link-packageStates-inTransit'));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/packages?tab=shipped');
  });

  it.each([
    ['questionStates-awaitingMerchant', '/questions?tab=awaitingMerchant'],
    ['questionStates-expired', '/questions?tab=expired'],
    ['claimTypes-missingPart', '/claims?type=missingPart&tab=all'],
    ['claimTypes-return', '/claims?type=return&tab=all'],
  ])('opens the list with its filter applied from the %s figure', async (slice, expected) => {
    const { router } = renderPage(ready(sampleDashboard()));
    await userEvent.click(screen.getByTestId(`dashboard-link-${slice}`));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected);
  });

  it('switches the GMV range and shows money in the language', async () => {
    const { props } = renderPage(ready(sampleDashboard()), 'month');
    expect(screen.getByTestId('dashboard-gmv-range-month')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByTestId('dashboard-gmv-range-year'));
    expect(props.onRangeChange).toHaveBeenCalledWith('year');
    expect(screen.getByTestId('dashboard-gmv-total').textContent).toMatch(/TRY|₺/);
  });

  it('says only "updating" while a refresh runs: an ordinary refresh is no warning', () => {
    renderPage(ready(sampleDashboard({ refreshing: true })));
    expect(screen.getByTestId('dashboard-refreshing')).toHaveTextContent('updating');
    expect(screen.queryByTestId('dashboard-stale')).not.toBeInTheDocument();
  });

  it('says when the figures are stale, with their time, in Turkish too', async () => {
    await changeLanguage('tr');
    renderPage(ready(sampleDashboard({ stale: true })));
    expect(screen.getByTestId('dashboard-stale')).toHaveTextContent('Bu rakamlar 15.01.2026');
    expect(screen.getByTestId('dashboard-count-orderStages-completed')).toHaveTextContent('2.600');
    expect(within(screen.getByTestId('dashboard-widget-orderStages')).getByText('Tamamlandı')).toBeInTheDocument();
  });

  it('shows loading, empty and error with retry', async () => {
    const { unmount } = render(
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: (
              <DashboardPage
                state={{ status: 'loading', id: 1, data: null, error: null, command: null }}
                range="week"
                onRangeChange={vi.fn()}
                onRetry={vi.fn()}
              />
            ),
          },
        ])}
      />,
    );
    expect(screen.getByTestId('dashboard-loading')).toBeInTheDocument();
    unmount();
    const zero = sampleDashboard();
    for (const group of [zero.orderStages, zero.packageStates, zero.questionStates, zero.claimTypes, zero.rejectedReasons] as Record<string, number>[]) {
      for (const key of Object.keys(group)) group[key] = 0;
    }
    const empty = renderPage(ready(zero));
    expect(screen.getByTestId('dashboard-empty')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-widget-gmv')).not.toBeInTheDocument();
    empty.router.dispose();
    document.body.innerHTML = '';
    const failed = renderPage({
      status: 'error',
      id: 1,
      data: null,
      error: { code: 'downstreamUnavailable', message: 'x', status: 503, retryAfterSeconds: null },
      command: null,
    });
    expect(screen.getByTestId('dashboard-error')).toHaveTextContent('A service the dashboard depends on is not answering');
    await userEvent.click(screen.getByTestId('dashboard-retry'));
    expect(failed.props.onRetry).toHaveBeenCalled();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardCacheAnswer } from '@contract/dashboard/dashboard-cache.types';
import '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { AdminDashboardCachePage } from './AdminDashboardCachePage';

const answer: DashboardCacheAnswer = {
  freshSeconds: 60,
  maxStaleSeconds: 86_400,
  items: [
    { companyId: 1001, companyName: 'Anadolu Tekstil', asOf: '2026-01-15T09:00:00.000Z', ageSeconds: 75, sizeBytes: 4096, stale: true },
    { companyId: 1002, companyName: 'Gulf Home Goods', asOf: '2026-01-15T09:01:00.000Z', ageSeconds: 15, sizeBytes: 3584, stale: false },
  ],
};
const state = (overrides: Partial<DetailState<DashboardCacheAnswer>> = {}): DetailState<DashboardCacheAnswer> => ({
  status: 'ready',
  id: 0,
  data: answer,
  error: null,
  command: null,
  ...overrides,
});
const handlers = () => ({ onClearOne: vi.fn(), onClearAll: vi.fn(), onRefresh: vi.fn() });

describe('AdminDashboardCachePage', () => {
  it('lists each company’s entry with its time, age and size, and clears one or all', async () => {
    const on = handlers();
    render(<AdminDashboardCachePage state={state()} {...on} />);
    const rows = screen.getAllByTestId('dashboard-cache-row');
    expect(rows[0]).toHaveTextContent('Anadolu Tekstil');
    expect(rows[0]).toHaveTextContent('75 seconds');
    expect(rows[0]).toHaveTextContent('4.0 KB');
    expect(within(rows[0]!).getByText('Stale')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Fresh')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-cache-windows')).toHaveTextContent('60 seconds');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the cached dashboard of Gulf Home Goods' }));
    await userEvent.click(screen.getByTestId('dashboard-cache-clear-all'));
    expect(on.onClearOne).toHaveBeenCalledWith(1002);
    expect(on.onClearAll).toHaveBeenCalled();
  });

  it('shows empty, loading, a failed clear, and a load error with retry', async () => {
    const on = handlers();
    const { rerender } = render(<AdminDashboardCachePage state={state({ data: { ...answer, items: [] } })} {...on} />);
    expect(screen.getByTestId('dashboard-cache-empty')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-cache-clear-all')).toBeDisabled();
    rerender(<AdminDashboardCachePage state={state({ status: 'loading', data: null })} {...on} />);
    expect(screen.getByTestId('dashboard-cache-loading')).toBeInTheDocument();
    const failure = { code: 'forbidden' as const, message: 'x', status: 403, retryAfterSeconds: null };
    rerender(<AdminDashboardCachePage state={state({ command: { name: 'clearAll', status: 'failed', error: failure } })} {...on} />);
    expect(screen.getByTestId('error-alert')).toHaveTextContent('You are not authorized to do this.');
    rerender(<AdminDashboardCachePage state={state({ status: 'error', data: null, error: { ...failure, code: 'generic' } })} {...on} />);
    await userEvent.click(screen.getByTestId('dashboard-cache-retry'));
    expect(on.onRefresh).toHaveBeenCalled();
  });
});

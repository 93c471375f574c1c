import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReconciliationListAnswer } from '@contract/reconciliation/reconciliation.api';
import { parseReconciliationQuery } from '@contract/reconciliation/reconciliation.query';
import { periodDates } from '@contract/reconciliation/reconciliation.rules';
import type { PeriodKind, ReconciliationLine, ReconciliationPeriod } from '@contract/reconciliation/reconciliation.types';
import '@web/lib/i18n';
import type { ReconciliationListState } from '../reconciliation.resources';
import { ReconciliationPage, type ReconciliationPageProps } from './ReconciliationPage';

const period = (id: number, kind: PeriodKind, payable: number): ReconciliationPeriod => {
  const { start, end, paymentDate } = periodDates(id);
  return {
    id,
    start,
    end,
    paymentDate,
    kind,
    currency: 'USD',
    lineCount: 2,
    paymentId: kind === 'past' ? 10030000 + id : null,
    totals: { sales: payable + 15, salesCommission: -15, refunds: 0, penalties: 0, backInvoices: 0, backInvoiceReturns: 0, payable },
  };
};
const PERIODS = [period(52, 'past', 100), period(53, 'past', 200), period(54, 'current', 300)];
const line = (id: string, type: ReconciliationLine['type'], total: number): ReconciliationLine => ({
  id,
  periodId: 53,
  type,
  transactionDate: '2026-01-02T10:00:00.000Z',
  dueDate: '2026-01-09',
  sku: 'SKU-1',
  orderId: 1003000001,
  packageId: null,
  marketplace: 'noon',
  channel: 'noon-ae',
  marketplaceOrderId: 'NAE03',
  total,
  currency: 'USD',
  marketplaceTotal: total * 3.67,
  marketplaceCurrency: 'AED',
  expected: false,
});

function answer(selected: ReconciliationPeriod | null, items: ReconciliationLine[]): ReconciliationListAnswer {
  return { items, total: items.length, page: 1, pageSize: 25, tabCounts: { current: 1, past: 2, future: 0 }, period: selected, periods: PERIODS };
}

function props(overrides: Partial<ReconciliationPageProps> = {}): ReconciliationPageProps {
  const page = answer(PERIODS[1]!, [line('sale-1', 'sale', 215), line('commission-1', 'commission', -15)]);
  return {
    query: parseReconciliationQuery({ tab: 'past' }),
    state: { status: 'ready', query: null, page, error: null } as ReconciliationListState,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onExport: vi.fn(),
    ...overrides,
  };
}

const renderPage = (all: ReconciliationPageProps) =>
  render(
    <MemoryRouter>
      <ReconciliationPage {...all} />
    </MemoryRouter>,
  );

describe('ReconciliationPage', () => {
  it('shows the period’s totals with their signs and its lines', () => {
    renderPage(props());
    expect(screen.getByTestId('total-payable')).toHaveTextContent('Payable');
    expect(screen.getByTestId('total-payable')).toHaveTextContent('US$200.00');
    expect(screen.getByTestId('total-salesCommission')).toHaveTextContent('-US$15.00');
    expect(screen.getAllByTestId('data-row')).toHaveLength(2);
    expect(screen.getByTestId('tab-count-past')).toHaveTextContent('2');
  });

  it('offers the tab’s periods newest first, and picking one or another tab changes the query', async () => {
    const all = props();
    renderPage(all);
    const options = within(screen.getByLabelText('Period')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(['53', '52']);
    await userEvent.selectOptions(screen.getByLabelText('Period'), '52');
    expect(all.onQueryChange).toHaveBeenCalledWith({ period: 52 });
    await userEvent.click(screen.getByTestId('tab-current'));
    expect(all.onQueryChange).toHaveBeenCalledWith({ tab: 'current', period: undefined });
  });

  it('says when a tab has no period, and offers no export then', () => {
    renderPage(
      props({
        query: parseReconciliationQuery({ tab: 'future' }),
        state: { status: 'ready', query: null, page: answer(null, []), error: null } as ReconciliationListState,
      }),
    );
    expect(screen.getByTestId('period-none')).toHaveTextContent('There is no period here yet.');
    expect(screen.getByText('No data was found.')).toBeInTheDocument();
    expect(screen.getByTestId('toolbar-export')).toBeDisabled();
  });
});

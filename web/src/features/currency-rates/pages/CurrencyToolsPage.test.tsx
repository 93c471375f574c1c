import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { CurrencyRate, CurrencyRatesAnswer } from '@contract/currency-rates/currency-rate.types';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { CurrencyToolsPage, type CurrencyToolsPageProps } from './CurrencyToolsPage';

const START = '2026-12-01T09:00:00.000Z';
const rate = (currency: CurrencyRate['currency'], EUR: number, USD: number): CurrencyRate => ({
  currency,
  rates: { EUR, USD },
  updatedAt: START,
  history: [{ at: START, rates: { EUR, USD }, previous: null, by: null }],
});
const TRY: CurrencyRate = {
  ...rate('TRY', 0.025, 0.0271),
  updatedAt: '2026-12-07T10:00:00.000Z',
  history: [
    {
      at: '2026-12-07T10:00:00.000Z',
      rates: { EUR: 0.025, USD: 0.0271 },
      previous: { EUR: 0.026, USD: 0.0282 },
      by: { name: 'Deniz Kaya', email: 'admin@demo.tezgah.dev' },
    },
    { at: START, rates: { EUR: 0.026, USD: 0.0282 }, previous: null, by: null },
  ],
};
const DATA: CurrencyRatesAnswer = { items: [TRY, rate('EUR', 1, 1.0862), rate('AED', 0.2507, 0.2723)] };
const ready = (): DetailState<CurrencyRatesAnswer> => ({ status: 'ready', id: 0, data: DATA, error: null, command: null });
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, props: Partial<CurrencyToolsPageProps> = {}) {
  const handlers = { onCommand: vi.fn(), onOpenDialog: vi.fn(), onRetry: vi.fn() };
  render(
    <MemoryRouter initialEntries={[url]}>
      <CurrencyToolsPage state={ready()} canEdit commandOf={() => idle} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('CurrencyToolsPage', () => {
  it('with CurrencyRateList only shows the rates and their history, and offers no change', () => {
    renderAt('/currency-tools-admin/index', { canEdit: false });
    expect(screen.getByTestId('currency-read-only')).toHaveTextContent(i18n.t('currencyTools.readOnly'));
    expect(screen.getByTestId('rate-TRY-USD')).toHaveTextContent('0.0271');
    expect(screen.getByTestId('rate-history-TRY')).toBeInTheDocument();
    expect(screen.queryByTestId('rate-edit-TRY')).toBeNull();
  });

  it('changes a rate typed with a decimal comma, and refuses zero', async () => {
    const { onCommand } = renderAt('/currency-tools-admin/index?action=edit&item=TRY');
    const dialog = within(await screen.findByTestId('dialog-edit'));
    const usd = dialog.getByLabelText(i18n.t('currencyTools.fields.usd'));
    fireEvent.change(usd, { target: { value: '0' } });
    fireEvent.blur(usd);
    await waitFor(() => expect(dialog.getByText(i18n.t('currencyTools.ratePositive'))).toBeInTheDocument());
    fireEvent.change(usd, { target: { value: '0,0269' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('set', { currency: 'TRY', rates: { EUR: 0.025, USD: 0.0269 } }));
  });

  it("asks only for the euro's dollar rate", async () => {
    renderAt('/currency-tools-admin/index?action=edit&item=EUR');
    const dialog = within(await screen.findByTestId('dialog-edit'));
    expect(dialog.queryByLabelText(i18n.t('currencyTools.fields.eur'))).toBeNull();
    expect(dialog.getByLabelText(i18n.t('currencyTools.fields.usd'))).toHaveValue('1.0862');
  });

  it('lists a currency’s changes newest first, with the rate before and who made it', async () => {
    renderAt('/currency-tools-admin/index?action=history&item=TRY');
    const rows = within(await screen.findByTestId('dialog-history')).getAllByTestId('rate-history-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Deniz Kaya');
    expect(rows[0]).toHaveTextContent(i18n.t('currencyTools.was', { value: '0.026' }));
    expect(rows[1]).toHaveTextContent(i18n.t('currencyTools.startingRate'));
  });

  it('never offers a change when the URL asks for one without CurrencyRateEdit', () => {
    renderAt('/currency-tools-admin/index?action=edit&item=TRY', { canEdit: false });
    expect(screen.queryByTestId('dialog-edit')).toBeNull();
  });
});

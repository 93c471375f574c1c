import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import '@web/lib/i18n';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import type { ImportRowError } from '@contract/imports/import.types';
import { listOf, recentOf, sampleTransaction, settingsOf } from '../test-samples';
import { FulfillmentDayImportPage, type FulfillmentDayImportPageProps } from './FulfillmentDayImportPage';
import { errorsTabProps, resendControl, screenProps } from './test-screen';

const renderPage = (props = screenProps(), page: Partial<FulfillmentDayImportPageProps> = {}) =>
  render(
    <MemoryRouter>
      <FulfillmentDayImportPage tab="import" onTabChange={vi.fn()} errors={errorsTabProps('fulfillmentDay')} {...props} {...page} />
    </MemoryRouter>,
  );

const refusedDay: ImportRowError = {
  transactionId: 'tx_fd_1',
  kind: 'fulfillmentDay',
  row: 2,
  sku: 'KT-1',
  productId: null,
  productName: null,
  companyId: 1001,
  syncSku: null,
  reasons: [{ code: 'validation.number', column: 'Fulfillment Day' }],
  date: '2026-11-27T00:00:00.000Z',
  cells: { SKU: 'KT-1', 'Fulfillment Day': 'iki' },
};

describe('FulfillmentDayImportPage', () => {
  it('offers its template and lists the recent imports with their files and detail', () => {
    const running = sampleTransaction({
      id: 'tx_fd_2',
      method: 'fulfillmentDayImport',
      status: 'inProgress',
      importErrorFile: null,
      progress: { done: 500, total: 1200 },
    });
    renderPage(screenProps({ recent: recentOf([running, sampleTransaction({ id: 'tx_fd_1', method: 'fulfillmentDayImport' })]) }));
    expect(screen.getByTestId('template-download')).toHaveAttribute('href', '/api/imports/templates/fulfillment-day?lang=en');
    const rows = within(screen.getByTestId('recent-imports')).getAllByTestId('data-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('In Progress');
    expect(rows[0]).toHaveTextContent('500 of 1,200 rows');
    expect(within(rows[0]!).queryByTestId('recent-error-file')).toBeNull();
    expect(within(rows[1]!).getByTestId('recent-error-file')).toHaveAttribute('href', '/api/transactions/tx_fd_1/import-error-file?lang=en');
    expect(within(rows[1]!).getByTestId('recent-file')).toHaveAttribute('href', '/api/transactions/tx_fd_1/file');
    expect(within(rows[1]!).getByTestId('recent-detail')).toHaveAttribute('href', '/reports/transactions?transaction=tx_fd_1');
    expect(screen.queryByTestId('limit-maxPrice')).toBeNull();
  });

  it('says when imports are banned or suspended and disables the upload', () => {
    const { unmount } = renderPage(screenProps({ settings: settingsOf('banned') }));
    expect(screen.getByTestId('import-state-alert')).toHaveTextContent('This company is not allowed to import products/variants.');
    expect(screen.getByTestId('upload-submit')).toBeDisabled();
    unmount();
    renderPage(screenProps({ settings: settingsOf('suspended') }));
    expect(screen.getByTestId('import-state-alert')).toHaveTextContent('Products/variants import functionality is disabled temporarily');
  });

  it('offers a retry when the settings or the recent imports do not load', async () => {
    const props = screenProps({
      settings: { status: 'error', id: 0, data: null, error: { code: 'generic', message: 'x', status: 500, retryAfterSeconds: null }, command: null },
      recent: { status: 'error', query: null, page: null, error: { code: 'generic', message: 'x', status: 500, retryAfterSeconds: null } },
    });
    renderPage(props);
    await userEvent.click(screen.getByTestId('import-settings-retry'));
    expect(props.onSettingsRetry).toHaveBeenCalledOnce();
    const recent = within(screen.getByTestId('recent-imports'));
    expect(recent.getByTestId('list-error')).toHaveTextContent('Cannot load the recent imports. Please try again later.');
    await userEvent.click(recent.getByTestId('list-retry'));
    expect(props.onRecentRetry).toHaveBeenCalledOnce();
  });

  it('says so when nothing was imported yet', () => {
    renderPage(screenProps({ recent: recentOf([]) }));
    expect(within(screen.getByTestId('recent-imports')).getByTestId('list-empty')).toHaveTextContent('No imports yet.');
  });

  it("lists the refused rows under Import Errors and fixes one import's rows there", async () => {
    const onSend = vi.fn();
    const onTabChange = vi.fn();
    const { unmount } = renderPage(screenProps(), { onTabChange });
    await userEvent.click(screen.getByTestId('import-tab-errors'));
    expect(onTabChange).toHaveBeenCalledWith('errors');
    unmount();
    const resend = { ...resendControl([refusedDay], true), onSend };
    const errors = errorsTabProps('fulfillmentDay', {
      query: parseImportErrorQuery({ kind: 'fulfillmentDay', transactionId: 'tx_fd_1' }),
      state: listOf([refusedDay]),
      resend,
    });
    renderPage(screenProps({ recent: recentOf([sampleTransaction({ id: 'tx_fd_1', method: 'fulfillmentDayImport' })]) }), { tab: 'errors', errors });
    const day = screen.getByTestId('edit-fulfillmentDay');
    expect(day).toHaveValue('iki');
    await userEvent.clear(day);
    await userEvent.type(day, '2');
    await userEvent.click(screen.getByTestId('resend-send'));
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ header: ['SKU', 'Fulfillment Day'], rows: [['KT-1', '2']] }));
  });
});

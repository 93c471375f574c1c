import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import '@web/lib/i18n';
import { recentOf, sampleTransaction, settingsOf } from '../test-samples';
import { FulfillmentDayImportPage } from './FulfillmentDayImportPage';
import { screenProps } from './test-screen';

const renderPage = (props = screenProps()) =>
  render(
    <MemoryRouter>
      <FulfillmentDayImportPage {...props} />
    </MemoryRouter>,
  );

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
    expect(within(rows[1]!).getByTestId('recent-error-file')).toHaveAttribute('href', '/api/transactions/tx_fd_1/import-error-file');
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
});

import { act, fireEvent, screen } from '@testing-library/react';
import type { MarketplaceLogRow } from '@contract/logs/log.query';
import { renderViewAt } from '@web/test/render-view';
import { marketplaceLogDetail, marketplaceLogsList } from '../marketplace-logs.resources';
import { MarketplaceLogsView } from './MarketplaceLogsView';

const ORDER_LOG: MarketplaceLogRow = {
  id: 1001000042003,
  log: 'Status push to Trendyol failed: gateway timeout. It will be retried.',
  date: '2026-01-14T08:30:00.000Z',
  marketplace: 'trendyol',
  referenceId: '1001000042',
  referenceType: 'order',
  level: 'error',
  hash: '0a1b2c3d4e5f6a7b',
  productId: null,
};
const VARIANT_LOG: MarketplaceLogRow = {
  ...ORDER_LOG,
  id: 4_001_001_000_123_001,
  referenceId: '1001000123',
  referenceType: 'variant',
  level: 'info',
  productId: 100100007,
  log: 'Variant listed.',
};

const renderAt = (url: string) => renderViewAt(url, <MarketplaceLogsView />);

describe('MarketplaceLogsView', () => {
  it('asks for the list of the URL and, with ?action=log, for that log; rows link to their reference and their Log Detail', () => {
    const { store, dispatched } = renderAt('/reports/marketplaces?tab=error&referenceType=order&action=log&item=1001000042003');
    expect(dispatched).toHaveBeenCalledWith(marketplaceLogsList.requested(expect.objectContaining({ tab: 'error', referenceType: 'order', page: 1 })));
    expect(dispatched).toHaveBeenCalledWith(marketplaceLogDetail.requested(1001000042003));
    act(() => {
      store.dispatch(
        marketplaceLogsList.loaded({ items: [ORDER_LOG, VARIANT_LOG], total: 2, page: 1, pageSize: 25, tabCounts: { all: 2, info: 1, error: 1, warning: 0 } }),
      );
      store.dispatch(marketplaceLogDetail.loaded(ORDER_LOG));
    });
    const [orderRef, variantRef] = screen.getAllByTestId('log-reference');
    expect(orderRef).toHaveAttribute('href', '/orders/1001000042');
    expect(variantRef).toHaveAttribute('href', '/products/100100007');
    const opener = screen.getAllByRole('link', { name: VARIANT_LOG.log })[0]!;
    expect(opener.getAttribute('href')).toContain(`item=${VARIANT_LOG.id}`);
    expect(screen.getByTestId('log-full-text')).toHaveTextContent(ORDER_LOG.log);
    expect(screen.getByTestId('log-hash')).toHaveTextContent(ORDER_LOG.hash);
  });

  it('opens a row’s Log Detail without asking for the list again', () => {
    const { store, dispatched } = renderAt('/reports/marketplaces?tab=error');
    act(() => {
      store.dispatch(marketplaceLogsList.loaded({ items: [ORDER_LOG], total: 1, page: 1, pageSize: 25, tabCounts: { all: 2, info: 1, error: 1, warning: 0 } }));
    });
    fireEvent.click(screen.getByTestId('log-level'));
    expect(dispatched).toHaveBeenCalledWith(marketplaceLogDetail.requested(ORDER_LOG.id));
    expect(dispatched.mock.calls.filter(([action]) => action.type === marketplaceLogsList.requested.type)).toHaveLength(1);
  });

  it('asks nothing for a range over 10 days, and says why', () => {
    const { dispatched } = renderAt('/reports/marketplaces?from=2026-01-01&to=2026-01-20');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: marketplaceLogsList.requested.type }));
    expect(screen.getByText('The date range cannot exceed 10 days.')).toBeVisible();
  });
});

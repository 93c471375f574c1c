import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimTypeLink } from '@contract/dashboard/dashboard.links';
import { i18n } from '@web/lib/i18n';
import { renderViewAt } from '@web/test/render-view';
import { claimsExport, claimsList } from '../claims.resources';
import { ClaimsListView } from './ClaimsListView';

const renderAt = (url: string) => renderViewAt(url, <ClaimsListView />).dispatched;

describe('ClaimsListView', () => {
  it('opens on Waiting (the claims the badge counts), the decision due soonest first', () => {
    const dispatched = renderAt('/claims');
    expect(dispatched).toHaveBeenCalledWith(claimsList.requested(expect.objectContaining({ tab: 'waiting', sort: { field: 'date', direction: 'asc' } })));
  });

  it('reads the dashboard’s claim-type slice as its type filter, on the All tab', () => {
    const dispatched = renderAt(claimTypeLink('undeliveredProduct'));
    expect(dispatched).toHaveBeenCalledWith(claimsList.requested(expect.objectContaining({ type: 'undeliveredProduct', tab: 'all', page: 1 })));
  });

  it('asks nothing for a range over 10 days, and says why', () => {
    const dispatched = renderAt('/claims?from=2026-01-01&to=2026-01-20');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: claimsList.requested.type }));
    expect(screen.getByText(i18n.t('validation.dateRangeTooLong'))).toBeInTheDocument();
  });

  it('exports the tab and filters in the URL, not its page', async () => {
    const dispatched = renderAt('/claims?tab=waiting&type=return&marketplace=trendyol&page=3');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('exports.action') }));
    expect(dispatched).toHaveBeenCalledWith(claimsExport.requested({ tab: 'waiting', type: 'return', marketplace: 'trendyol' }));
  });

  it('folds its filters into a bar on a wide screen too, so the claims to decide come first', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    try {
      renderAt('/claims');
      expect(screen.getByTestId('filter-toggle')).toHaveTextContent(i18n.t('list.filters.toggle'));
      expect(screen.getByTestId('filter-bar')).toHaveClass('d-none');
    } finally {
      width.mockRestore();
    }
  });
});

import { screen } from '@testing-library/react';
import { claimTypeLink } from '@contract/dashboard/dashboard.links';
import { i18n } from '@web/lib/i18n';
import { renderViewAt } from '@web/test/render-view';
import { claimsList } from '../claims.resources';
import { ClaimsListView } from './ClaimsListView';

const renderAt = (url: string) => renderViewAt(url, <ClaimsListView />).dispatched;

describe('ClaimsListView', () => {
  it('reads the dashboard’s claim-type slice as its type filter, on the All tab', () => {
    const dispatched = renderAt(claimTypeLink('undeliveredProduct'));
    expect(dispatched).toHaveBeenCalledWith(claimsList.requested(expect.objectContaining({ type: 'undeliveredProduct', tab: 'all', page: 1 })));
  });

  it('asks nothing for a range over 10 days, and says why', () => {
    const dispatched = renderAt('/claims?from=2026-01-01&to=2026-01-20');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: claimsList.requested.type }));
    expect(screen.getByText(i18n.t('validation.dateRangeTooLong'))).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { UserInfo } from '@contract/api/session';
import { claimTypeLink } from '@contract/dashboard/dashboard.links';
import { createAppStore } from '@web/app/store';
import '@web/lib/i18n';
import { i18n } from '@web/lib/i18n';
import { initialSessionState } from '@web/lib/session/session.slice';
import { claimsList } from '../claims.resources';
import { ClaimsListView } from './ClaimsListView';

function renderAt(url: string) {
  const store = createAppStore({
    navigate: () => undefined,
    runSagas: false,
    preloadedState: { session: { ...initialSessionState, status: 'signedIn', user: { userRole: 'user', companyId: 1001 } as UserInfo } },
  });
  const dispatched = vi.spyOn(store, 'dispatch');
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        <ClaimsListView />
      </MemoryRouter>
    </Provider>,
  );
  return dispatched;
}

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

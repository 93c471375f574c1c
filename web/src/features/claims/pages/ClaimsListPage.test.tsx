import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { CLAIM_TABS, parseClaimQuery } from '@contract/claims/claim.query';
import { zeroCounts } from '@contract/lists/list-query';
import type { Claim } from '@contract/claims/claim.types';
import { changeLanguage, i18n } from '@web/lib/i18n';
import { claimFixture } from '../components/claim-fixture';
import { ClaimsListPage } from './ClaimsListPage';

const NOW = Date.parse('2026-01-20T10:15:00.000Z');

function renderList(claims: Claim[]) {
  render(
    <MemoryRouter>
      <ClaimsListPage
        query={parseClaimQuery({})}
        state={{
          status: 'ready',
          query: null,
          error: null,
          page: { items: claims, total: claims.length, page: 1, pageSize: 25, tabCounts: zeroCounts(CLAIM_TABS) },
        }}
        onQueryChange={vi.fn()}
        onFiltersApply={vi.fn()}
        onFiltersReset={vi.fn()}
        onRetry={vi.fn()}
        onExport={vi.fn()}
        clock={() => NOW}
      />
    </MemoryRouter>,
  );
  return within(screen.getAllByTestId('data-row')[0]!);
}

describe('ClaimsListPage', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('shows the reason in the interface language: English in the English interface', () => {
    expect(renderList([claimFixture()]).getByText('Wrong size')).toBeInTheDocument();
  });

  it('shows the marketplace’s Turkish reason in the Turkish interface', async () => {
    await act(() => changeLanguage('tr'));
    expect(renderList([claimFixture()]).getByText('Beden uymadı')).toBeInTheDocument();
  });

  it('counts down to the decision deadline of a waiting claim, and shows none for a decided one', () => {
    const row = renderList([claimFixture()]);
    expect(row.getByTestId('countdown')).toHaveTextContent(i18n.t('countdown.left', { days: 6, hours: '00', minutes: '00', seconds: '00' }));
    cleanup();
    expect(renderList([claimFixture({ status: 'approved' })]).queryByTestId('countdown')).toBeNull();
  });
});

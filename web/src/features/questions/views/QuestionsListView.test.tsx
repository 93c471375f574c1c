import { screen } from '@testing-library/react';
import { questionStateLink } from '@contract/dashboard/dashboard.links';
import { i18n } from '@web/lib/i18n';
import { renderViewAt } from '@web/test/render-view';
import { questionsList } from '../questions.resources';
import { QuestionsListView } from './QuestionsListView';

const renderAt = (url: string) => renderViewAt(url, <QuestionsListView />).dispatched;

describe('QuestionsListView', () => {
  it('opens on the questions waiting for the seller, soonest expiry first', () => {
    const dispatched = renderAt('/questions');
    expect(dispatched).toHaveBeenCalledWith(
      questionsList.requested(expect.objectContaining({ tab: 'awaitingSeller', sort: { field: 'expiresAt', direction: 'asc' } })),
    );
    expect(screen.getByTestId('tab-awaitingSeller')).toHaveAttribute('aria-selected', 'true');
  });

  it('reads the dashboard’s question-state slice as its tab', () => {
    const dispatched = renderAt(questionStateLink('awaitingMarketplace'));
    expect(dispatched).toHaveBeenCalledWith(questionsList.requested(expect.objectContaining({ tab: 'awaitingMarketplace', page: 1 })));
  });

  it('asks nothing for a range over 10 days, and says why', () => {
    const dispatched = renderAt('/questions?from=2026-01-01&to=2026-01-20');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: questionsList.requested.type }));
    expect(screen.getByText(i18n.t('validation.dateRangeTooLong'))).toBeInTheDocument();
  });

  it('folds its filters into a bar on a wide screen too, so the rows come first', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    try {
      renderAt('/questions?marketplace=trendyol');
      expect(screen.getByTestId('filter-toggle')).toHaveTextContent(i18n.t('list.filters.toggleActive', { count: 1 }));
      expect(screen.getByTestId('filter-bar')).toHaveClass('d-none');
    } finally {
      width.mockRestore();
    }
  });
});

import { screen } from '@testing-library/react';
import { i18n } from '@web/lib/i18n';
import { renderViewAt } from '@web/test/render-view';
import { messagesList } from '../messages.resources';
import { MessagesListView } from './MessagesListView';

const renderAt = (url: string) => renderViewAt(url, <MessagesListView />).dispatched;

describe('MessagesListView', () => {
  it('asks for the tab and filters the URL holds, newest first', () => {
    const dispatched = renderAt('/messages?tab=unread&marketplace=trendyol');
    expect(dispatched).toHaveBeenCalledWith(
      messagesList.requested(expect.objectContaining({ tab: 'unread', marketplace: 'trendyol', page: 1, sort: { field: 'sentAt', direction: 'desc' } })),
    );
  });

  it('asks nothing for a range over 10 days, and says why', () => {
    const dispatched = renderAt('/messages?from=2026-01-01&to=2026-01-20');
    expect(dispatched).not.toHaveBeenCalledWith(expect.objectContaining({ type: messagesList.requested.type }));
    expect(screen.getByText(i18n.t('validation.dateRangeTooLong'))).toBeInTheDocument();
  });
});

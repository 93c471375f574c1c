import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MessageDetailAnswer } from '@contract/messages/message.api';
import { untranslated } from '@contract/localized-name';
import type { Message } from '@contract/messages/message.types';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { MessageDetailPage } from './MessageDetailPage';

const message: Message = {
  id: 10020003,
  companyId: 1002,
  senderKind: 'marketplace',
  marketplace: 'noon-sa',
  topic: 'campaign',
  subject: untranslated('Noon KSA invites you to the weekend campaign'),
  body: untranslated('Your products qualify.\nJoin with a discount of at least 10%.'),
  sentAt: '2026-01-14T08:00:00.000Z',
  readAt: null,
};
const ready = (shown: Message): DetailState<MessageDetailAnswer> => ({ status: 'ready', id: shown.id, data: { message: shown }, error: null, command: null });

function renderWith(state: DetailState<MessageDetailAnswer>) {
  render(
    <MemoryRouter>
      <MessageDetailPage state={state} onRetry={vi.fn()} />
    </MemoryRouter>,
  );
}

describe('MessageDetailPage', () => {
  it('shows the subject as its title, the marketplace that wrote, the body and whether it is read yet', () => {
    renderWith(ready(message));
    expect(screen.getByRole('heading', { level: 1, name: message.subject.en })).toBeInTheDocument();
    expect(screen.getByTestId('message-body')).toHaveTextContent('Your products qualify. Join with a discount of at least 10%.');
    expect(screen.getByTestId('badge-state')).toHaveTextContent(i18n.t('messages.states.unread'));
    expect(screen.getAllByText(i18n.t('marketplaces.noon-sa')).length).toBeGreaterThan(0);
  });

  it('names the staff for a staff message, and shows it read once it is', () => {
    renderWith(ready({ ...message, senderKind: 'staff', marketplace: null, readAt: '2026-01-15T09:00:00.000Z' }));
    expect(screen.getByTestId('badge-state')).toHaveTextContent(i18n.t('messages.states.read'));
    expect(screen.getAllByText(i18n.t('messages.senders.staff')).length).toBeGreaterThan(0);
  });

  it('shows the staff’s own message in the reader’s language', async () => {
    const staff: Message = {
      ...message,
      senderKind: 'staff',
      marketplace: null,
      subject: { en: 'Holiday shipping calendar', tr: 'Bayram dönemi kargo takvimi' },
      body: { en: 'Carriers will not collect parcels.', tr: 'Kargo firmaları koli teslim almayacak.' },
    };
    renderWith(ready(staff));
    expect(screen.getByRole('heading', { level: 1, name: 'Holiday shipping calendar' })).toBeInTheDocument();
    expect(screen.getByTestId('message-body')).toHaveTextContent('Carriers will not collect parcels.');
    cleanup();
    await i18n.changeLanguage('tr');
    try {
      renderWith(ready(staff));
      expect(screen.getByRole('heading', { level: 1, name: 'Bayram dönemi kargo takvimi' })).toBeInTheDocument();
      expect(screen.getByTestId('message-body')).toHaveTextContent('Kargo firmaları koli teslim almayacak.');
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('says a message it cannot find was not found', () => {
    renderWith({
      status: 'error',
      id: 1,
      data: null,
      error: { status: 404, code: 'notFound', message: 'No data was found.', retryAfterSeconds: null },
      command: null,
    });
    expect(screen.getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  });
});

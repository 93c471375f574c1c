import { useTranslation } from 'react-i18next';
import type { TicketMessage, TicketSender } from '@contract/tickets/ticket.types';
import { Thumbnail } from '@web/components/Thumbnail';
import { useFormatters } from '@web/lib/format';

const PLACEMENT: Readonly<Record<TicketSender, string>> = {
  customer: 'me-auto bg-body-tertiary',
  merchant: 'ms-auto bg-primary-subtle',
  system: 'mx-auto bg-transparent text-body-secondary small text-center',
};

function Message({ message }: { message: TicketMessage }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <li
      className={`rounded border p-2 px-3 ${PLACEMENT[message.sender]}`}
      style={{ maxWidth: '80%' }}
      data-testid="ticket-message"
      data-sender={message.sender}
    >
      <div className="small text-body-secondary mb-1">
        {t(`questions.senders.${message.sender}`)} · <time dateTime={message.sentAt}>{format.dateTime(message.sentAt)}</time>
      </div>
      <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </p>
      {message.urls.length > 0 ? (
        <ul className="list-unstyled small mb-0 mt-2" aria-label={t('questions.detail.links')}>
          {message.urls.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer noopener" data-testid="message-link">
                {url}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.attachments.length > 0 ? (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0 mt-2" aria-label={t('questions.detail.attachments')}>
          {message.attachments.map((file) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noreferrer noopener" data-testid="message-attachment">
                <Thumbnail src={file.url} name={file.fileName} size={72} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The ticket's messages oldest first: the customer's on the left, the seller's on the right, the marketplace's notes between. */
export function Conversation({ messages }: { messages: readonly TicketMessage[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="conversation-title" className="mt-4" data-testid="conversation">
      <h2 id="conversation-title" className="h6">
        {t('questions.detail.conversation')}
      </h2>
      <ol className="list-unstyled d-flex flex-column gap-2 mb-0">
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
    </section>
  );
}

import type { MessageDetailAnswer } from '@contract/messages/message.api';
import { isUnread } from '@contract/messages/message.types';
import { pathOf } from '@contract/routes';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import { useFormatters } from '@web/lib/format';
import { useNameOf } from '@web/lib/localized-name';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { MessageSender } from '../components/MessageSender';

export interface MessageDetailPageProps {
  state: DetailState<MessageDetailAnswer>;
  onRetry: () => void;
}

/** One message (its own URL): the subject as the title, who wrote and when, whether it is read yet, and the body. */
export function MessageDetailPage({ state, onRetry }: MessageDetailPageProps) {
  const format = useFormatters();
  const nameOf = useNameOf();
  const message = state.data?.message;
  const unread = message ? isUnread(message) : false;
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="messages.loadError"
      onRetry={onRetry}
      titleKey={message ? 'messages.detail.subject' : 'messages.detail.title'}
      titleValues={{ subject: message ? nameOf(message.subject) : '' }}
      subtitle={message ? <MessageSender message={message} /> : undefined}
      badges={
        message
          ? [
              { id: 'state', labelKey: `messages.states.${unread ? 'unread' : 'read'}`, color: unread ? 'primary' : 'secondary' },
              { id: 'topic', labelKey: `messages.topics.${message.topic}`, color: 'info' },
            ]
          : []
      }
      backTo={pathOf('messages')}
    >
      {message ? (
        <>
          <FieldGrid
            columns={2}
            fields={[
              { id: 'sender', labelKey: 'messages.detail.fields.sender', value: <MessageSender message={message} /> },
              {
                id: 'senderKind',
                labelKey: 'messages.detail.fields.senderKind',
                value: <KeyedText prefix="messages.senderKinds" value={message.senderKind} />,
              },
              { id: 'sentAt', labelKey: 'messages.detail.fields.sentAt', value: format.dateTime(message.sentAt) },
              { id: 'readAt', labelKey: 'messages.detail.fields.readAt', value: message.readAt ? format.dateTime(message.readAt) : null },
            ]}
          />
          <hr />
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }} data-testid="message-body">
            {nameOf(message.body)}
          </p>
        </>
      ) : null}
    </DetailScreen>
  );
}

import { useTranslation } from 'react-i18next';
import type { Message } from '@contract/messages/message.types';

/** Who wrote: the marketplace's name, or the group's staff. */
export function MessageSender({ message }: { message: Pick<Message, 'senderKind' | 'marketplace'> }) {
  const { t } = useTranslation();
  return <>{message.marketplace ? t(`marketplaces.${message.marketplace}`) : t('messages.senders.staff')}</>;
}

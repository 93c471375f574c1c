/** The inbox as configuration: tabs All and Unread, the filters and the columns; an unread row reads bold. */
import { CBadge } from '@coreui/react';
import { MESSAGE_TABS, messageFilterProblems, type MessageFilters, type MessageTab } from '@contract/messages/message.query';
import type { MessageRow } from '@contract/messages/message.api';
import { MESSAGE_SENDER_KINDS, isUnread } from '@contract/messages/message.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { KeyedText } from '@web/components/KeyedText';
import { LocalizedText } from '@web/components/LocalizedText';
import type { Column, FilterField, FilterValidator, TabDefinition } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { MessageSender } from './MessageSender';

export const MESSAGE_TAB_DEFINITIONS: readonly TabDefinition<MessageTab>[] = MESSAGE_TABS.map((id) => ({ id, labelKey: `messages.tabs.${id}` }));

export const MESSAGE_FILTER_FIELDS: readonly FilterField[] = [
  {
    kind: 'select',
    name: 'senderKind',
    labelKey: 'messages.filters.senderKind',
    anyKey: 'messages.filters.anySender',
    options: MESSAGE_SENDER_KINDS.map((value) => ({ value, labelKey: `messages.senderKinds.${value}` })),
  },
  {
    kind: 'select',
    name: 'marketplace',
    labelKey: 'messages.filters.marketplace',
    anyKey: 'messages.filters.anyMarketplace',
    options: MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` })),
  },
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'messages.filters.dateRange', hintKey: 'messages.filters.dateRangeHint' },
];

export const validateMessageFilters: FilterValidator = (values) => messageFilterProblems(values as MessageFilters);

export function messageColumns(format: Formatters): Column<MessageRow>[] {
  return [
    {
      id: 'status',
      headerKey: 'messages.columns.status',
      cell: (row) => (
        <CBadge color={isUnread(row) ? 'primary' : 'secondary'} data-testid="message-state">
          <KeyedText prefix="messages.states" value={isUnread(row) ? 'unread' : 'read'} />
        </CBadge>
      ),
    },
    {
      id: 'subject',
      headerKey: 'messages.columns.subject',
      link: true,
      className: 'text-wrap',
      cell: (row) => (
        <span className={isUnread(row) ? 'fw-bold' : undefined}>
          <LocalizedText name={row.subject} />
        </span>
      ),
    },
    {
      id: 'preview',
      headerKey: 'messages.columns.preview',
      hideable: true,
      cell: (row) => (
        <span className="text-body-secondary small">
          <LocalizedText name={row.preview} />
        </span>
      ),
    },
    { id: 'sender', headerKey: 'messages.columns.sender', className: 'text-nowrap', cell: (row) => <MessageSender message={row} /> },
    { id: 'topic', headerKey: 'messages.columns.topic', hideable: true, cell: (row) => <KeyedText prefix="messages.topics" value={row.topic} /> },
    {
      id: 'sentAt',
      headerKey: 'messages.columns.sentAt',
      cell: (row) => format.dateTime(row.sentAt),
      sortField: 'sentAt',
      firstDirection: 'desc',
      className: 'text-nowrap',
    },
  ];
}

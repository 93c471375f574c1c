import { useMemo } from 'react';
import type { MessageRow } from '@contract/messages/message.api';
import type { MessageListQuery, MessageTab } from '@contract/messages/message.query';
import { pathOf } from '@contract/routes';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { MESSAGE_FILTER_FIELDS, MESSAGE_TAB_DEFINITIONS, messageColumns, validateMessageFilters } from '../components/message-list-config';

export interface MessagesListPageProps {
  query: MessageListQuery;
  state: ListState<MessageRow, MessageTab>;
  onQueryChange: (patch: Partial<MessageListQuery>) => void;
  onFiltersApply: (values: AppliedFilters) => void;
  onFiltersReset: () => void;
  onRetry: () => void;
}

/** /messages: the seller's inbox from the marketplaces and staff, newest first, All and Unread; a row opens the message. */
export function MessagesListPage({ query, state, onQueryChange, onFiltersApply, onFiltersReset, onRetry }: MessagesListPageProps) {
  const format = useFormatters();
  const columns = useMemo(() => messageColumns(format), [format]);
  return (
    <ListScreen<MessageRow, MessageTab>
      listId="messages"
      titleKey="messages.title"
      tabs={{ tabs: MESSAGE_TAB_DEFINITIONS, active: query.tab, counts: state.page?.tabCounts ?? null, onChange: (tab) => onQueryChange({ tab }) }}
      filters={{ fields: MESSAGE_FILTER_FIELDS, values: { ...query }, onApply: onFiltersApply, onReset: onFiltersReset, validate: validateMessageFilters }}
      columns={columns}
      {...listWiring(query, state, onQueryChange)}
      rowKey={(row) => String(row.id)}
      rowHref={(row) => pathOf('messageDetail', { messageId: row.id })}
      emptyKey={query.tab === 'unread' ? 'messages.emptyUnread' : 'messages.empty'}
      errorKey="messages.loadError"
      onRetry={onRetry}
    />
  );
}

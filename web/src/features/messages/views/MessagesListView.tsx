import { MESSAGE_FILTER_KEYS, messageFilterProblems, messageQueryToRaw, parseMessageFilters, parseMessageQuery } from '@contract/messages/message.query';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { MessagesListPage } from '../pages/MessagesListPage';
import { messagesList } from '../messages.resources';

const FILTERS = { keys: MESSAGE_FILTER_KEYS, parse: parseMessageFilters };

/** /messages: the URL is the list state (tab, filters, page, page size, sort). */
export function MessagesListView() {
  const list = useListScreen({ list: messagesList, parse: parseMessageQuery, toRaw: messageQueryToRaw, problems: messageFilterProblems, filters: FILTERS });
  return <MessagesListPage {...list.page} />;
}

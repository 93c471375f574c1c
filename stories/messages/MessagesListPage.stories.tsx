import type { Meta, StoryObj } from '@storybook/react-vite';
import { nameIn } from '@contract/localized-name';
import { expect, userEvent, within } from 'storybook/test';
import type { MessageRow } from '@contract/messages/message.api';
import type { MessageTab } from '@contract/messages/message.query';
import { pathOf } from '@contract/routes';
import { MessagesListPage } from '@web/features/messages/pages/MessagesListPage';
import { formatNumber } from '@web/lib/format';
import { i18n, languageOf } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { messageQuery, messagesPage, noMessages } from './message-data';

const query = messageQuery();
const page = messagesPage(query);

const meta = {
  title: 'Messages/Messages list',
  component: MessagesListPage,
  args: { query, state: readyList(page), ...listPageHandlers() },
  parameters: appParameters({ route: pathOf('messages') }),
  render: paddedRender(MessagesListPage),
} satisfies Meta<typeof MessagesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the inbox, newest first, unread ones marked',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    await expect(canvas.getByTestId('tab-count-unread')).toHaveTextContent(formatNumber(page.tabCounts.unread));
    const first = page.items[0]!;
    await expect(within(rows[0]!).getByRole('link', { name: nameIn(first.subject, languageOf(i18n)) })).toHaveAttribute('href', `/messages/${first.id}`);
    const states = canvas.getAllByTestId('message-state').map((badge) => badge.textContent);
    await expect(states.filter((text) => text === i18n.t('messages.states.unread'))).toHaveLength(page.items.filter((row) => row.readAt === null).length);
    await userEvent.click(canvas.getByTestId('tab-unread'));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ tab: 'unread' });
  },
};

const marketplaceQuery = messageQuery({ tab: 'unread', marketplace: page.items.find((row) => row.marketplace)?.marketplace ?? 'trendyol' });
export const UnreadFromOneMarketplace: Story = {
  name: 'Unread tab, one marketplace',
  args: { query: marketplaceQuery, state: readyList(messagesPage(marketplaceQuery)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-unread')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText(i18n.t('messages.filters.marketplace'))).toHaveValue(marketplaceQuery.marketplace);
    for (const row of canvas.queryAllByTestId('data-row')) await expect(row).toHaveTextContent(i18n.t(`marketplaces.${marketplaceQuery.marketplace!}`));
  },
};

export const DateRangeProblem: Story = {
  name: 'Filter problem: a date range over 10 days',
  play: listPagePlays.dateRangeTooLong,
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingList<MessageRow, MessageTab>() },
  play: listPagePlays.loading,
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyList(noMessages(query)) },
  play: listPagePlays.empty('messages.empty'),
};

const unreadQuery = messageQuery({ tab: 'unread' });
export const AllRead: Story = {
  name: 'Empty: every message read',
  args: { query: unreadQuery, state: readyList(noMessages(unreadQuery)) },
  play: listPagePlays.empty('messages.emptyUnread'),
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<MessageRow, MessageTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('messages.loadError'),
};

export const FilledTr = inTurkish(Filled);
export const UnreadFromOneMarketplaceTr = inTurkish(UnreadFromOneMarketplace);
export const DateRangeProblemTr = inTurkish(DateRangeProblem);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const AllReadTr = inTurkish(AllRead);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };

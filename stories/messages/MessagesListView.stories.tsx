import type { Meta, StoryObj } from '@storybook/react-vite';
import { nameIn } from '@contract/localized-name';
import { expect, waitFor, within } from 'storybook/test';
import { pathOf, routeById } from '@contract/routes';
import { MessageDetailView } from '@web/features/messages/views/MessageDetailView';
import { MessagesListView } from '@web/features/messages/views/MessagesListView';
import { i18n, languageOf } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { listStateStories } from '../support/list-states';
import { InMainLayoutRoutes } from '../support/route-layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { MESSAGES, SEEDED_UNREAD } from './message-data';

const route = pathOf('messages');

/** The inbox and a message in the shell on the mock layer (view, store and sagas against the BFF in the page). */
const meta = {
  title: 'Messages/Screen (mock layer)',
  render: () => (
    <InMainLayoutRoutes
      routes={[
        { path: route, element: <MessagesListView /> },
        { path: routeById('messageDetail')?.path ?? '', element: <MessageDetailView /> },
      ]}
    />
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: 'messages.loadError', emptyKey: 'messages.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

const unread = MESSAGES.unread.message;
/** The sidebar link's name: the title, and the count while there is one. */
const linkName = (count: number) => (count > 0 ? `${i18n.t('routes.messages')} ${i18n.t('menu.counts.messages', { count })}` : i18n.t('routes.messages'));

/** Opening an unread message marks it read, and the sidebar's messages badge drops by one at once (Ayşe's last unread one: it goes). */
export const OpenUnread: Story = {
  name: 'Opening an unread message marks it read; the badge drops',
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('messageDetail', { messageId: unread.id }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: nameIn(unread.subject, languageOf(i18n)) }, LONG)).toBeVisible();
    await waitFor(() => expect(canvas.getByTestId('badge-state')).toHaveTextContent(i18n.t('messages.states.read')), LONG);
    const link = canvasElement.querySelector(`a[href="${route}"]`);
    await waitFor(() => expect(link).toHaveAccessibleName(linkName(SEEDED_UNREAD - 1)), LONG);
  },
};

export const OpenUnreadTr = inTurkish(OpenUnread);

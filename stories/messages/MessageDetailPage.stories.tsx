import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { nameIn } from '@contract/localized-name';
import type { MessageDetailAnswer } from '@contract/messages/message.api';
import { pathOf } from '@contract/routes';
import { MessageDetailPage } from '@web/features/messages/pages/MessageDetailPage';
import { EMPTY_VALUE } from '@web/lib/format';
import { i18n, languageOf } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { MESSAGES, type MessageSample } from './message-data';

const args = (sample: MessageSample) => ({ state: readyDetail(MESSAGES[sample], MESSAGES[sample].message.id), onRetry: fn() });
const { unread, readMarketplace, readStaff } = MESSAGES;

const meta = {
  title: 'Messages/Message detail',
  component: MessageDetailPage,
  args: args('unread'),
  parameters: appParameters({ route: pathOf('messageDetail', { messageId: unread.message.id }) }),
  render: paddedRender(MessageDetailPage),
} satisfies Meta<typeof MessageDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: a message just opened (unread until it is marked)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { message } = unread;
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(nameIn(message.subject, languageOf(i18n)));
    await expect(canvas.getByTestId('badge-state')).toHaveTextContent(i18n.t('messages.states.unread'));
    await expect(canvas.getByTestId('badge-topic')).toHaveTextContent(i18n.t(`messages.topics.${message.topic}`));
    await expect(canvas.getByTestId('message-body')).toHaveTextContent(nameIn(message.body, languageOf(i18n)));
  },
};

export const ReadFromMarketplace: Story = {
  name: 'Read: a marketplace’s message, with when it was read',
  args: args('readMarketplace'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { message } = readMarketplace;
    await expect(canvas.getByTestId('badge-state')).toHaveTextContent(i18n.t('messages.states.read'));
    await expect(canvas.getByTestId('field-sender')).toHaveTextContent(i18n.t(`marketplaces.${message.marketplace!}`));
    await expect(canvas.getByTestId('field-senderKind')).toHaveTextContent(i18n.t('messages.senderKinds.marketplace'));
    await expect(canvas.getByTestId('field-readAt')).not.toHaveTextContent(EMPTY_VALUE);
  },
};

export const ReadFromStaff: Story = {
  name: 'Read: a staff announcement or account notice',
  args: args('readStaff'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('badge-state')).toHaveTextContent(i18n.t('messages.states.read'));
    await expect(canvas.getByTestId('field-sender')).toHaveTextContent(i18n.t('messages.senders.staff'));
    await expect(canvas.getByTestId('field-senderKind')).toHaveTextContent(i18n.t('messages.senderKinds.staff'));
    await expect(canvas.getByTestId('message-body')).toHaveTextContent(nameIn(readStaff.message.body, languageOf(i18n)));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<MessageDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found (another company’s message)',
  args: { state: failedDetail<MessageDetailAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<MessageDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args: storyArgs }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('messages.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(storyArgs.onRetry).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const ReadFromMarketplaceTr = inTurkish(ReadFromMarketplace);
export const ReadFromStaffTr = inTurkish(ReadFromStaff);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };

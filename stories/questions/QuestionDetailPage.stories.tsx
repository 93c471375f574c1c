import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import type { QuestionDetailPageProps } from '@web/features/questions/pages/QuestionDetailPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { commandIn, failedDetail, loadingDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { clockAtExpiry, QUESTIONS, READY_ANSWERS } from './question-data';
import { QuestionDetailWithUrl, questionArgs, questionRoute } from './question-detail-args';

const meta = {
  title: 'Questions/Question detail',
  component: QuestionDetailWithUrl,
  args: questionArgs('waiting'),
  parameters: appParameters({ route: questionRoute('waiting') }),
} satisfies Meta<QuestionDetailPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 3_600_000;
const { waiting, replied, claimed } = QUESTIONS;
const reason = (canvasElement: HTMLElement, action: string) => within(canvasElement).getByTestId(`reason-${action}`);

export const Filled: Story = {
  name: 'Filled: waiting for you, counting down, both actions open',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(waiting.ticket.questionId);
    await expect(canvas.getByTestId('detail-subtitle')).toHaveTextContent(waiting.ticket.subject);
    await expect(canvas.getByTestId('countdown')).toHaveAttribute('data-state', 'running');
    await expect(canvas.getByTestId('question-order-link')).toHaveAttribute('href', `/orders/${waiting.ticket.orderId}`);
    await expect(canvas.getByTestId('question-product-link')).toHaveAttribute('href', `/products/${waiting.productId}`);
    await expect(within(canvas.getByTestId('conversation')).getAllByTestId('ticket-message')).toHaveLength(waiting.ticket.messages.length);
    await expect(canvas.getByTestId('action-reply')).toBeEnabled();
    await expect(canvas.getByTestId('action-claim')).toBeEnabled();
  },
};

export const Urgent: Story = {
  name: 'Urgent: the last hours before it expires',
  args: questionArgs('waiting', { clock: clockAtExpiry(-3 * HOUR - 5 * 60_000) }),
  play: async ({ canvasElement }) => {
    const countdown = within(canvasElement).getByTestId('countdown');
    await expect(countdown).toHaveAttribute('data-state', 'urgent');
    await expect(countdown).toHaveTextContent(i18n.t('countdown.left', { days: 0, hours: '03', minutes: '05', seconds: '00' }));
  },
};

export const ExpiredMeanwhile: Story = {
  name: 'Expired while waiting: no reply, and why',
  args: questionArgs('waiting', { clock: clockAtExpiry(60_000) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('badge-status')).toHaveTextContent(i18n.t('questions.status.expired'));
    await expect(canvas.getByTestId('action-reply')).toBeDisabled();
    await expect(reason(canvasElement, 'reply')).toHaveTextContent(i18n.t('errors.ticketExpired'));
  },
};

export const Replied: Story = {
  name: 'Replied: your message with a link and a file, waiting for the customer',
  args: questionArgs('replied'),
  parameters: appParameters({ route: questionRoute('replied') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const messages = within(canvas.getByTestId('conversation')).getAllByTestId('ticket-message');
    const mine = messages.at(-1)!;
    await expect(mine).toHaveAttribute('data-sender', 'merchant');
    await expect(within(mine).getByTestId('message-link')).toHaveAttribute('href', replied.ticket.messages.at(-1)!.urls[0]);
    await expect(within(mine).getAllByTestId('message-attachment')).toHaveLength(1);
    await expect(canvas.getByTestId('badge-status')).toHaveTextContent(i18n.t('questions.status.awaitingUser'));
    await expect(canvas.getByTestId('field-expiresAt')).toHaveTextContent(i18n.t('questions.expiry.notDue'));
  },
};

export const Claimed: Story = {
  name: 'A claim was created from it: linked, and no second one',
  args: questionArgs('claimed'),
  parameters: appParameters({ route: questionRoute('claimed') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('question-claim-link')).toHaveAttribute('href', `/claims/${claimed.ticket.claimId}`);
    await expect(canvas.getByTestId('action-claim')).toBeDisabled();
    await expect(reason(canvasElement, 'claim')).toHaveTextContent(i18n.t('errors.ticketHasClaim'));
  },
};

export const NoOrder: Story = {
  name: 'Asked before buying: no order, so no claim',
  args: questionArgs('noOrder'),
  parameters: appParameters({ route: questionRoute('noOrder') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('action-claim')).toBeDisabled();
    await expect(reason(canvasElement, 'claim')).toHaveTextContent(i18n.t('errors.ticketHasNoOrder'));
  },
};

export const Closed: Story = {
  name: 'Closed: cannot be answered, and why',
  args: questionArgs('closed'),
  parameters: appParameters({ route: questionRoute('closed') }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('action-reply')).toBeDisabled();
    await expect(reason(canvasElement, 'reply')).toHaveTextContent(i18n.t('errors.ticketClosed'));
  },
};

export const Expired: Story = {
  name: 'Expired: the marketplace’s note, no reply',
  args: questionArgs('expired'),
  parameters: appParameters({ route: questionRoute('expired') }),
  play: async ({ canvasElement }) => {
    const messages = within(within(canvasElement).getByTestId('conversation')).getAllByTestId('ticket-message');
    await expect(messages.at(-1)).toHaveAttribute('data-sender', 'system');
    await expect(reason(canvasElement, 'reply')).toHaveTextContent(i18n.t('errors.ticketExpired'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<QuestionDetailAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const NotFound: Story = {
  name: 'Not found (another company’s question)',
  args: { state: failedDetail<QuestionDetailAnswer>(apiFailure('notFound')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-not-found')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<QuestionDetailAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('questions.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ReplyDialog: Story = {
  name: 'Reply: the customer’s question in sight, a ready answer in one click, then sent',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('action-reply'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('reply');
    const dialog = within(await portalDialog(canvasElement, 'dialog-reply'));
    await expect(dialog.getByTestId('reply-question')).toHaveTextContent(waiting.ticket.subject);
    await expect(dialog.getByRole('link', { name: i18n.t('questions.reply.manageReadyAnswers') })).toBeVisible();
    const [answer] = READY_ANSWERS.items;
    await userEvent.click(dialog.getByTestId(`ready-answer-${answer!.id}`));
    await expect(dialog.getByLabelText(i18n.t('questions.reply.text'))).toHaveValue(answer!.message);
    await userEvent.type(dialog.getByLabelText(i18n.t('questions.reply.urls')), 'https://www.example.com/warranty');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('reply', { text: answer!.message, urls: 'https://www.example.com/warranty', attachments: [] });
  },
};

export const ReplyAndNext: Story = {
  name: 'Reply: send and open the next waiting question',
  parameters: appParameters({ route: questionRoute('waiting', '?action=reply') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reply'));
    await userEvent.type(dialog.getByLabelText(i18n.t('questions.reply.text')), 'Yes, it is original.');
    await userEvent.click(dialog.getByRole('button', { name: i18n.t('questions.reply.submitNext') }));
    await expect(args.onCommand).toHaveBeenCalledWith('replyAndNext', { text: 'Yes, it is original.', urls: '', attachments: [] });
  },
};

export const ReplyProblems: Story = {
  name: 'Reply: a text is needed, and links must be http(s)',
  parameters: appParameters({ route: questionRoute('waiting', '?action=reply') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reply'));
    await userEvent.type(dialog.getByLabelText(i18n.t('questions.reply.urls')), 'www.example.com');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.replyTextRequired'))).toBeVisible();
    await expect(dialog.getByText(i18n.t('validation.replyUrlInvalid'))).toBeVisible();
    await expect(args.onCommand).not.toHaveBeenCalled();
  },
};

export const ReplyRefused: Story = {
  name: 'Reply: the server refused it (expired meanwhile)',
  args: questionArgs('waiting', { commandOf: commandIn('reply', { error: apiFailure('ticketExpired') }) }),
  parameters: appParameters({ route: questionRoute('waiting', '?action=reply') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reply'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.ticketExpired'));
    await expect(dialog.getByTestId('reply-form')).toBeVisible();
  },
};

export const Replying: Story = {
  name: 'Reply: sending',
  args: questionArgs('waiting', { commandOf: commandIn('reply', { submitting: true }) }),
  parameters: appParameters({ route: questionRoute('waiting', '?action=reply') }),
  play: async ({ canvasElement }) => {
    await expect(within(await portalDialog(canvasElement, 'dialog-reply')).getByTestId('dialog-submit')).toBeDisabled();
  },
};

export const NoReadyAnswers: Story = {
  name: 'Reply: no ready answers yet',
  args: questionArgs('waiting', { readyAnswers: [] }),
  parameters: appParameters({ route: questionRoute('waiting', '?action=reply') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-reply'));
    await expect(dialog.getByTestId('ready-answer-picker')).toHaveTextContent(i18n.t('questions.reply.noReadyAnswers'));
  },
};

export const ClaimDialog: Story = {
  name: 'Create a claim: its type and the explanation',
  parameters: appParameters({ route: questionRoute('waiting', '?action=claim') }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-claim'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.claimExplanationRequired'))).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText(i18n.t('questions.claim.type')), 'missingPart');
    await userEvent.type(dialog.getByLabelText(i18n.t('questions.claim.explanation')), 'The charger is missing.');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('claim', { type: 'missingPart', explanation: 'The charger is missing.' });
  },
};

export const ClaimRefused: Story = {
  name: 'Create a claim: the server refused it (one exists already)',
  args: questionArgs('waiting', { commandOf: commandIn('claim', { error: apiFailure('ticketHasClaim') }) }),
  parameters: appParameters({ route: questionRoute('waiting', '?action=claim') }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-claim'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.ticketHasClaim'));
  },
};

export const FilledTr = inTurkish(Filled);
export const UrgentTr = inTurkish(Urgent);
export const ExpiredMeanwhileTr = inTurkish(ExpiredMeanwhile);
export const RepliedTr = inTurkish(Replied);
export const ClaimedTr = inTurkish(Claimed);
export const NoOrderTr = inTurkish(NoOrder);
export const ClosedTr = inTurkish(Closed);
export const ExpiredTr = inTurkish(Expired);
export const LoadingTr = inTurkish(Loading);
export const NotFoundTr = inTurkish(NotFound);
export const FailedTr = inTurkish(Failed);
export const ReplyDialogTr = inTurkish(ReplyDialog);
export const ReplyAndNextTr = inTurkish(ReplyAndNext);
export const ReplyProblemsTr = inTurkish(ReplyProblems);
export const ReplyRefusedTr = inTurkish(ReplyRefused);
export const ReplyingTr = inTurkish(Replying);
export const NoReadyAnswersTr = inTurkish(NoReadyAnswers);
export const ClaimDialogTr = inTurkish(ClaimDialog);
export const ClaimRefusedTr = inTurkish(ClaimRefused);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };

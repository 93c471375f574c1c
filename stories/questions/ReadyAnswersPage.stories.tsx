import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ReadyAnswerListAnswer } from '@contract/questions/ready-answer.api';
import { pathOf } from '@contract/routes';
import { ReadyAnswersPage, type ReadyAnswerDialog, type ReadyAnswersPageProps } from '@web/features/questions/pages/ReadyAnswersPage';
import { i18n } from '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { commandIn, failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { READY_ANSWERS } from './question-data';

/** The page as its view gives it: its buttons open their dialog through the URL (and the spy still hears them). */
function ReadyAnswersWithUrl(props: ReadyAnswersPageProps) {
  const [, open] = useUrlDialog<ReadyAnswerDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: ReadyAnswerDialog, id?: number) => {
      onOpenDialog(name, id);
      open(name, id === undefined ? {} : { item: String(id) });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <ReadyAnswersPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}

const route = pathOf('readyAnswers');
const [first] = READY_ANSWERS.items;

const meta = {
  title: 'Questions/Ready answers',
  component: ReadyAnswersWithUrl,
  args: { state: readyDetail(READY_ANSWERS, 0), commandOf: commandIn(), onCommand: fn(), onOpenDialog: fn(), onRetry: fn() },
  parameters: appParameters({ route }),
} satisfies Meta<ReadyAnswersPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the company’s answers by title',
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByTestId('data-row');
    await expect(rows).toHaveLength(READY_ANSWERS.items.length);
    await expect(rows[0]).toHaveTextContent(first!.title);
    await expect(rows[0]).toHaveTextContent(first!.message);
  },
};

export const Create: Story = {
  name: 'New: title and message required, then saved',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('action-create'));
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.readyAnswerTitleRequired'))).toBeVisible();
    await userEvent.type(dialog.getByLabelText(i18n.t('readyAnswers.fields.title')), 'Size chart');
    await userEvent.type(dialog.getByLabelText(i18n.t('readyAnswers.fields.message')), 'The size chart is on the product page.');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('create', { title: 'Size chart', message: 'The size chart is on the product page.' });
  },
};

export const Edit: Story = {
  name: 'Edit: opened from its row with its texts',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId(`edit-${first!.id}`));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('edit', first!.id);
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(dialog.getByLabelText(i18n.t('readyAnswers.fields.message'))).toHaveValue(first!.message);
    await userEvent.clear(dialog.getByLabelText(i18n.t('readyAnswers.fields.title')));
    await userEvent.type(dialog.getByLabelText(i18n.t('readyAnswers.fields.title')), 'Shipping');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('update', { id: first!.id, body: { title: 'Shipping', message: first!.message } });
  },
};

export const Delete: Story = {
  name: 'Delete: asks first, naming it',
  parameters: appParameters({ route: `${route}?action=delete&item=${first!.id}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByText(i18n.t('readyAnswers.delete.question', { title: first!.title }))).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('remove', first!.id);
  },
};

export const CreateRefused: Story = {
  name: 'New: the server refused it (too many kept)',
  args: { commandOf: commandIn('create', { error: { ...apiFailure('validation'), fields: { title: 'validation.readyAnswersFull' } } }) },
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await expect(await dialog.findByText(i18n.t('validation.readyAnswersFull'))).toBeVisible();
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.validation'));
  },
};

const none: ReadyAnswerListAnswer = { items: [] };
export const Empty: Story = {
  name: 'Empty',
  args: { state: readyDetail(none, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('readyAnswers.empty'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail<ReadyAnswerListAnswer>() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail<ReadyAnswerListAnswer>(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('readyAnswers.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const FilledTr = inTurkish(Filled);
export const CreateTr = inTurkish(Create);
export const EditTr = inTurkish(Edit);
export const DeleteTr = inTurkish(Delete);
export const CreateRefusedTr = inTurkish(CreateRefused);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const FilledDark: Story = { ...Filled, name: 'Filled, English dark', globals: ENGLISH_DARK };

import { useCallback } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { ApiSettingsPage, type ApiKeyDialog, type ApiSettingsPageProps } from '@web/features/api-settings/pages/ApiSettingsPage';
import { i18n } from '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { commandIn, failedDetail, loadingDetail, readyDetail } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { API_KEYS, NO_API_KEYS, STORY_SELLER_API_URL, withNewKey } from './api-settings-data';

/** The page as its view gives it: its buttons open their dialog through the URL (and the spy still hears them). */
function ApiSettingsWithUrl(props: ApiSettingsPageProps) {
  const [, open] = useUrlDialog<ApiKeyDialog>();
  const { onOpenDialog } = props;
  const openDialog = useCallback(
    (name: ApiKeyDialog, id?: number) => {
      onOpenDialog(name, id);
      open(name, id === undefined ? {} : { item: String(id) });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <ApiSettingsPage {...props} onOpenDialog={openDialog} />
    </Padded>
  );
}

const route = pathOf('apiSettings');
const [newest] = API_KEYS.items;
const CREATED = withNewKey('Depo robotu');

const meta = {
  title: 'API Settings/API Settings page',
  component: ApiSettingsWithUrl,
  args: {
    state: readyDetail(API_KEYS, 0),
    canManage: true,
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onForgetCreatedKey: fn(),
    onCopy: fn(() => Promise.resolve()),
    onRetry: fn(),
  },
  parameters: appParameters({ route }),
} satisfies Meta<ApiSettingsPageProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: names, prefixes, dates and how to call the seller API',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(API_KEYS.items.length);
    await expect(rows[0]).toHaveTextContent(newest!.name);
    await expect(rows[0]).toHaveTextContent(newest!.prefix);
    await expect(rows[0]).toHaveTextContent(i18n.t('apiSettings.never'));
    await expect(canvas.getByTestId('seller-api-base-url')).toHaveTextContent(STORY_SELLER_API_URL);
    await expect(canvas.getByTestId('seller-api-curl')).toHaveTextContent('Authorization: Bearer');
    await userEvent.click(canvas.getByTestId('seller-api-curl-copy'));
    await expect(args.onCopy).toHaveBeenCalledWith(expect.stringContaining(`${STORY_SELLER_API_URL}/orders`));
    await expect(await canvas.findByText(i18n.t('apiSettings.copy.done'))).toBeVisible();
  },
};

export const Create: Story = {
  name: 'Create: a name is required, then sent trimmed',
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByTestId('action-create'));
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(await dialog.findByText(i18n.t('validation.apiKeyNameRequired'))).toBeVisible();
    await userEvent.type(dialog.getByLabelText(i18n.t('apiSettings.fields.name')), '  Warehouse robot ');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('create', { name: 'Warehouse robot' });
  },
};

export const CreateRefused: Story = {
  name: 'Create: the name is taken in this company',
  args: { commandOf: commandIn('create', { error: { ...apiFailure('validation'), fields: { name: 'validation.apiKeyNameTaken' } } }) },
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await expect(await dialog.findByText(i18n.t('validation.apiKeyNameTaken'))).toBeVisible();
  },
};

export const KeyShownOnce: Story = {
  name: 'The new key, shown once with a copy button',
  args: { state: readyDetail(CREATED, 0) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'created-key-dialog'));
    await expect(dialog.getByTestId('created-key')).toHaveValue(CREATED.created!.key);
    await expect(dialog.getByTestId('created-key-warning')).toHaveTextContent(i18n.t('apiSettings.created.warning'));
    await userEvent.click(dialog.getByTestId('created-key-copy'));
    await expect(args.onCopy).toHaveBeenCalledWith(CREATED.created!.key);
    await userEvent.click(dialog.getByTestId('created-key-close'));
    await expect(args.onForgetCreatedKey).toHaveBeenCalledOnce();
  },
};

export const Delete: Story = {
  name: 'Delete: asks first, naming the key',
  parameters: appParameters({ route: `${route}?action=delete&item=${newest!.id}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByText(i18n.t('apiSettings.delete.question', { name: newest!.name, prefix: newest!.prefix }))).toBeVisible();
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith('remove', newest!.id);
  },
};

export const ReadOnly: Story = {
  name: 'Admin acting as the seller: read-only, saying why',
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('api-keys-read-only')).toHaveTextContent(i18n.t('apiSettings.readOnly'));
    await expect(canvas.queryByTestId('action-create')).toBeNull();
    await expect(canvas.queryByTestId(`delete-${newest!.id}`)).toBeNull();
    await expect(canvas.getAllByTestId('data-row')).toHaveLength(API_KEYS.items.length);
  },
};

export const Empty: Story = {
  name: 'Empty',
  args: { state: readyDetail(NO_API_KEYS, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('apiSettings.empty'));
  },
};

export const NotConfigured: Story = {
  name: 'The seller API’s address not configured',
  args: { state: readyDetail({ ...API_KEYS, baseUrl: null }, 0) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('seller-api-not-configured')).toHaveTextContent(i18n.t('apiSettings.usage.notConfigured'));
  },
};

export const Loading: Story = {
  name: 'Loading',
  args: { state: loadingDetail() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('detail-loading')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedDetail(apiFailure('downstreamUnavailable')) },
  play: async ({ canvasElement, args }) => {
    const error = within(canvasElement).getByTestId('detail-error');
    await expect(error).toHaveTextContent(i18n.t('apiSettings.loadError'));
    await userEvent.click(within(error).getByRole('button'));
    await waitFor(() => expect(args.onRetry).toHaveBeenCalledOnce());
  },
};

export const FilledTr = inTurkish(Filled);
export const CreateTr = inTurkish(Create);
export const CreateRefusedTr = inTurkish(CreateRefused);
export const KeyShownOnceTr = inTurkish(KeyShownOnce);
export const DeleteTr = inTurkish(Delete);
export const ReadOnlyTr = inTurkish(ReadOnly);
export const EmptyTr = inTurkish(Empty);
export const NotConfiguredTr = inTurkish(NotConfigured);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { CompanyToolRow, CompanyToolsTab } from '@contract/admin-companies/company-tools';
import { pathOf } from '@contract/routes';
import { AdminCompanyToolsPage } from '@web/features/admin-company-tools/pages/AdminCompanyToolsPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { TURKISH_DARK } from '../support/globals';
import { Padded } from '../support/layouts';
import { listPagePlays } from '../support/list-states';
import { commandIn, failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import {
  ALL_PAGE,
  ALL_QUERY,
  BAN_PREVIEW,
  BANNED_COMPANY,
  NO_DETAIL,
  NO_SUSPENDED,
  PREVIEW_LOADING,
  PREVIEW_READY,
  SUSPENDED_PAGE,
  SUSPENDED_QUERY,
} from './company-tools-data';

const ROUTE = pathOf('adminCompanyTools');
const gulf = ALL_PAGE.items.find((row) => row.companyId === 1002)!;

const meta = {
  title: 'Admin/Company tools/Page',
  component: AdminCompanyToolsPage,
  args: {
    query: ALL_QUERY,
    state: readyList(ALL_PAGE),
    detail: NO_DETAIL,
    commandOf: commandIn(),
    onCommand: fn(),
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onAction: fn(),
  },
  render: (args) => (
    <Padded>
      <AdminCompanyToolsPage {...args} />
    </Padded>
  ),
  parameters: appParameters({ route: ROUTE }),
} satisfies Meta<typeof AdminCompanyToolsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'All companies: import state, version 2, contact, act as',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(ALL_PAGE.items.length);
    await expect(within(rows[1]!).getByTestId('company-version2')).toBeVisible();
    await expect(rows[5]).toHaveTextContent(i18n.t('adminCompanyTools.states.suspended'));
    await expect(rows[6]).toHaveTextContent(i18n.t('adminCompanyTools.states.banned'));
    await userEvent.click(within(rows[1]!).getByTestId('company-actAs'));
    await expect(args.onAction).toHaveBeenCalledWith('actAs', gulf);
  },
};

export const Suspended: Story = {
  name: 'Imports suspended tab',
  args: { query: SUSPENDED_QUERY, state: readyList(SUSPENDED_PAGE) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('company-allow')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: loadingList<CompanyToolRow, CompanyToolsTab>() }, play: listPagePlays.loading };
export const Empty: Story = {
  name: 'Empty: no company suspended',
  args: { query: SUSPENDED_QUERY, state: readyList(NO_SUSPENDED) },
  play: listPagePlays.empty('adminCompanyTools.empty.suspended'),
};
export const Failed: Story = {
  name: 'Error (with Retry)',
  args: { state: failedList<CompanyToolRow, CompanyToolsTab>(apiFailure('downstreamUnavailable')) },
  play: listPagePlays.failed('adminCompanyTools.loadError'),
};

export const SuspendDialog: Story = {
  name: 'Suspend: one question naming what the seller sees',
  parameters: appParameters({ route: `${ROUTE}?action=suspend&item=1002` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-suspend'));
    await expect(dialog.getByTestId('suspend-question')).toHaveTextContent(i18n.t('errors.importSuspended'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await expect(args.onCommand).toHaveBeenCalledWith(1002, 'setImportState', 'suspended');
  },
};

export const AllowDialog: Story = {
  name: 'Allow again',
  args: { query: SUSPENDED_QUERY, state: readyList(SUSPENDED_PAGE) },
  parameters: appParameters({ route: `${ROUTE}?tab=suspended&action=allow&item=${SUSPENDED_PAGE.items[0]!.companyId}` }),
  play: async ({ canvasElement }) => {
    await expect(within(await portalDialog(canvasElement, 'dialog-allow')).getByTestId('allow-question')).toBeVisible();
  },
};

export const SuspendRefused: Story = {
  name: 'Suspend refused: the audit trail is down',
  args: { commandOf: commandIn('setImportState', { error: apiFailure('auditUnavailable') }) },
  parameters: appParameters({ route: `${ROUTE}?action=suspend&item=1002` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-suspend'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.auditUnavailable'));
  },
};

export const BanDialog: Story = {
  name: 'Ban: what it stops, then the company’s name typed again',
  args: { detail: PREVIEW_READY },
  parameters: appParameters({ route: `${ROUTE}?action=ban&item=${BANNED_COMPANY.companyId}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-ban'));
    await expect(dialog.getByTestId('ban-under-way')).toHaveTextContent(i18n.t('adminCompanyTools.ban.underWay', { count: 1 }));
    const submit = dialog.getByTestId('typed-confirm-submit');
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), 'nobody');
    await expect(submit).toBeDisabled();
    await userEvent.clear(dialog.getByTestId('typed-confirm-input'));
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), BAN_PREVIEW.companyName);
    await userEvent.click(submit);
    await expect(args.onCommand).toHaveBeenCalledWith(BANNED_COMPANY.companyId, 'ban', BAN_PREVIEW.companyName);
  },
};

export const BanPreviewLoading: Story = {
  name: 'Ban: preview loading',
  args: { detail: PREVIEW_LOADING },
  parameters: appParameters({ route: `${ROUTE}?action=ban&item=${BANNED_COMPANY.companyId}` }),
  play: async ({ canvasElement }) => {
    await expect(within(await portalDialog(canvasElement, 'dialog-ban')).getByTestId('typed-confirm-submit')).toBeDisabled();
  },
};

export const BanRefused: Story = {
  name: 'Ban refused by the server (the typed text kept)',
  args: { detail: PREVIEW_READY, commandOf: commandIn('ban', { error: apiFailure('typedConfirmationMismatch') }) },
  parameters: appParameters({ route: `${ROUTE}?action=ban&item=${BANNED_COMPANY.companyId}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-ban'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.typedConfirmationMismatch'));
  },
};

export const FilledTr = inTurkish(Filled);
export const SuspendedTr = inTurkish(Suspended);
export const LoadingTr = inTurkish(Loading);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SuspendDialogTr = inTurkish(SuspendDialog);
export const AllowDialogTr = inTurkish(AllowDialog);
export const SuspendRefusedTr = inTurkish(SuspendRefused);
export const BanDialogTr: Story = { ...inTurkish(BanDialog), name: 'Ban (Türkçe)' };
export const BanPreviewLoadingTr = inTurkish(BanPreviewLoading);
export const BanRefusedTr = inTurkish(BanRefused);
export const BanDialogTurkishDark: Story = { ...BanDialog, name: 'Ban, Turkish dark', globals: TURKISH_DARK };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { commissionRowKey } from '@contract/admin-commissions/commission.types';
import { pathOf } from '@contract/routes';
import { AdminCommissionsPage, type AdminCommissionsPageProps } from '@web/features/admin-commissions/pages/AdminCommissionsPage';
import { formatNumber } from '@web/lib/format';
import { currentLanguage, i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { Padded } from '../support/layouts';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { commissionPage, commissionQuery, COMMISSION_UPLOADS } from './commission-data';

const route = pathOf('adminCommissions');
const page = commissionPage(commissionQuery());
const changed = commissionPage(commissionQuery({ tab: 'changed' })).items[0]!;
const idle = { submitting: false, error: null, succeeded: false };

function args(overrides: Partial<AdminCommissionsPageProps> = {}): AdminCommissionsPageProps {
  return {
    query: commissionQuery(),
    state: readyList(page),
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    editing: null,
    save: idle,
    onEdit: fn(),
    onSave: fn(),
    upload: COMMISSION_UPLOADS.idle,
    templateHref: '/api/admin/commission-template?lang=en',
    errorFileUrl: (id, language) => `/api/admin/commission-imports/${id}/error-file?lang=${language}`,
    onSendFile: fn(),
    onUploadReset: fn(),
    ...overrides,
  };
}

const meta = {
  title: 'Admin/Commissions',
  component: AdminCommissionsPage,
  args: args(),
  parameters: appParameters({ route }),
  render: (props) => (
    <Padded>
      <AdminCommissionsPage {...props} />
    </Padded>
  ),
} satisfies Meta<typeof AdminCommissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const percent = (value: number) => i18n.t('adminCommissions.percent', { value: formatNumber(value, currentLanguage(), 2) });

export const Filled: Story = {
  name: 'Filled: every leaf on every marketplace, a staff change beside the terms',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-count-changed')).toHaveTextContent(formatNumber(1));
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.items.length, page.pageSize));
    await expect(rows[0]).toHaveTextContent(percent(page.items[0]!.ratePercent));
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /./ }));
    await expect(args.onEdit).toHaveBeenCalledWith(page.items[0]);
  },
};
export const FilledTr = inTurkish(Filled);

export const Changed: Story = {
  name: 'Changed by staff: the rate, the one before it and who set it',
  args: args({ query: commissionQuery({ tab: 'changed' }), state: readyList(commissionPage(commissionQuery({ tab: 'changed' }))) }),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getAllByTestId('data-row')[0]!;
    await expect(row).toHaveTextContent(percent(13.5));
    await expect(row).toHaveTextContent(percent(15));
    await expect(row).toHaveTextContent('Deniz Kaya');
  },
};

export const Loading: Story = { args: args({ state: loadingList() }) };
export const Empty: Story = {
  args: args({ query: commissionQuery({ q: 'nothing' }), state: readyList({ ...page, items: [], total: 0, tabCounts: { all: 0, changed: 0 } }) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminCommissions.empty'));
  },
};
export const EmptyTr = inTurkish(Empty);
export const Failed: Story = {
  name: 'Error',
  args: args({ state: failedList(apiFailure('downstreamUnavailable')) }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminCommissions.loadError'));
  },
};
export const FailedTr = inTurkish(Failed);

const editRoute = `${route}?tab=changed&action=editCommission&row=${commissionRowKey(changed)}`;
export const Edit: Story = {
  name: 'Edit a rate: checked as typed (a decimal comma too), then saved',
  args: args({ editing: changed }),
  parameters: appParameters({ route: editRoute }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-editCommission'));
    const rate = dialog.getByLabelText(i18n.t('adminCommissions.dialog.rate'));
    await expect(rate).toHaveValue('13.5');
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.345');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('adminCommissions.rateDecimals'))).toBeVisible());
    await userEvent.clear(rate);
    await userEvent.type(rate, '11,25');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledWith(changed, { ratePercent: 11.25 }));
  },
};
export const EditTr = inTurkish(Edit);
export const EditRefused: Story = {
  name: 'Edit refused by the server: its reason shows in the dialog',
  args: args({ editing: changed, save: { ...idle, error: apiFailure('auditUnavailable') } }),
  parameters: appParameters({ route: editRoute }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-editCommission'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(i18n.t('errors.auditUnavailable'));
  },
};

export const FileIdle: Story = {
  name: 'File: the template and the upload; no file chosen is said',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('commission-template')).toHaveAttribute('href', '/api/admin/commission-template?lang=en');
    await userEvent.click(canvas.getByTestId('commission-file-submit'));
    await expect(canvas.getByText(i18n.t('staffImport.fileRequired'))).toBeVisible();
    await expect(args.onSendFile).not.toHaveBeenCalled();
  },
};
export const FileRunning: Story = {
  name: 'File: the rows being applied',
  args: args({ upload: COMMISSION_UPLOADS.running }),
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByTestId('commission-file-progress');
    await expect(progress).toHaveAttribute('aria-label', i18n.t('staffImport.progress', { done: 40, total: 120 }));
  },
};
export const FileWarning: Story = {
  name: 'File: a row naming no category, with the error file',
  args: args({ upload: COMMISSION_UPLOADS.warning }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('commission-file-rows')).toHaveTextContent(i18n.t('imports.reasons.categoryUnknown', { categoryId: 99999 }));
    await expect(canvas.getByTestId('commission-error-file')).toHaveAttribute('download', 'commissions-errors.xlsx');
  },
};
export const FileWarningTr = inTurkish(FileWarning);
export const FileDone: Story = {
  name: 'File: every row applied',
  args: args({ upload: COMMISSION_UPLOADS.done }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('commission-file-outcome')).toHaveTextContent(i18n.t('staffImport.done', { rows: 120 }));
  },
};

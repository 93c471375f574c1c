import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminTagsPage } from '@web/features/admin-tags/pages/AdminTagsPage';
import { formatNumber } from '@web/lib/format';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { commandIn, failedList, loadingList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { tagNamed, tagQuery, tagsPage, UPLOADS, usageOf } from './tag-data';
import { handlers, pageArgs, TagsPageWithUrl, targetsOf } from './tag-page-args';

const route = pathOf('adminTagManagement');
const page = tagsPage(tagQuery());

const meta = {
  title: 'Admin/Tag management',
  component: AdminTagsPage,
  args: pageArgs(),
  parameters: appParameters({ route }),
  render: TagsPageWithUrl,
} satisfies Meta<typeof AdminTagsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: the tags by status, what carries each, edit and delete per row',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(page.items.length);
    await expect(canvas.getByTestId('tab-count-all')).toHaveTextContent(formatNumber(page.tabCounts.all));
    const bestseller = tagNamed('Bestseller');
    const row = rows.find((candidate) => candidate.textContent?.includes(bestseller.name[i18n.language === 'tr' ? 'tr' : 'en']))!;
    await expect(row).toHaveTextContent(formatNumber(bestseller.usage));
    await userEvent.click(
      within(row).getByRole('button', { name: i18n.t('adminTags.removeNamed', { name: bestseller.name[i18n.language === 'tr' ? 'tr' : 'en'] }) }),
    );
    await expect(args.onOpenDialog).toHaveBeenCalledWith('delete', bestseller.id);
  },
};
export const FilledTr = inTurkish(Filled);

export const Loading: Story = { args: pageArgs({ tags: { query: tagQuery(), state: loadingList(), ...handlers() } }) };
export const Empty: Story = {
  args: pageArgs({
    tags: { query: tagQuery({ q: 'nothing' }), state: { status: 'ready', query: null, error: null, page: { ...page, items: [], total: 0 } }, ...handlers() },
  }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminTags.empty'));
  },
};
export const Failed: Story = {
  name: 'Error',
  args: pageArgs({ tags: { query: tagQuery(), state: failedList(apiFailure('downstreamUnavailable')), ...handlers() } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminTags.loadError'));
  },
};

export const Create: Story = {
  name: 'New tag: both names are required',
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getAllByText(i18n.t('validation.required')).length).toBeGreaterThan(0));
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(i18n.t('adminTags.form.nameEn')), 'Eco friendly');
    await userEvent.type(dialog.getByLabelText(i18n.t('adminTags.form.nameTr')), 'Çevre dostu');
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({ nameEn: 'Eco friendly', nameTr: 'Çevre dostu', colour: 'blue', kind: 'product', status: 'active' }),
    );
  },
};
export const CreateTr = inTurkish(Create);

export const CreateRefused: Story = {
  name: 'New tag refused: the name is taken, the form is kept',
  args: pageArgs({ commandOf: commandIn('create', { error: apiFailure('tagNameInUse') }) }),
  parameters: appParameters({ route: `${route}?action=create` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-create'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.tagNameInUse'));
  },
};

export const Edit: Story = {
  name: 'Edit: a tag in use keeps what it goes on',
  args: pageArgs({ usage: usageOf('Bestseller') }),
  parameters: appParameters({ route: `${route}?action=edit&item=${tagNamed('Bestseller').id}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-edit'));
    await expect(dialog.getByLabelText(i18n.t('adminTags.form.nameEn'))).toHaveValue('Bestseller');
    await expect(dialog.getByLabelText(i18n.t('adminTags.form.kind'))).toBeDisabled();
    await expect(dialog.getByText(i18n.t('adminTags.form.kindLocked'))).toBeVisible();
  },
};

const usage = usageOf('Bestseller');
export const Delete: Story = {
  name: 'Delete: what it touches, then the name typed again',
  args: pageArgs({ usage }),
  parameters: appParameters({ route: `${route}?action=delete&item=${usage.tag.id}` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByTestId('tag-usage-summary')).toHaveTextContent(
      i18n.t('adminTags.delete.products', { count: usage.products, companies: usage.companies }),
    );
    await expect(within(dialog.getByTestId('tag-usage-sample')).getAllByRole('listitem')).toHaveLength(usage.sample.length);
    await expect(dialog.getByTestId('typed-confirm-submit')).toBeDisabled();
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), 'Bestseller');
    await userEvent.click(dialog.getByTestId('typed-confirm-submit'));
    await expect(args.onDelete).toHaveBeenCalledWith(usage.tag.id, 'Bestseller');
  },
};
export const DeleteTr = inTurkish(Delete);

export const DeleteRefused: Story = {
  name: 'Delete refused by the server: its reason shows in the dialog',
  args: pageArgs({ usage, commandOf: commandIn('remove', { error: apiFailure('typedConfirmationMismatch') }) }),
  parameters: appParameters({ route: `${route}?action=delete&item=${usage.tag.id}` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-delete'));
    await expect(dialog.getByRole('alert')).toHaveTextContent(i18n.t('errors.typedConfirmationMismatch'));
  },
};

const companies = targetsOf({ tab: 'company' });
export const Targets: Story = {
  name: 'Assign by hand: companies selected, the bulk action opens the dialog',
  args: pageArgs({ view: 'targets', targets: companies, selected: companies.state.page!.items.slice(0, 2).map((target) => String(target.id)) }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bulk-count')).toHaveTextContent(i18n.t('list.bulk.selected', { count: 2 }));
    await userEvent.click(canvas.getByTestId('bulk-assign'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('assign', undefined);
  },
};

export const ProductsPrompt: Story = {
  name: 'Assign by hand: products wait for a company or a product ID',
  args: pageArgs({ view: 'targets', targets: { ...targetsOf({ tab: 'product' }), state: { status: 'ready', query: null, page: null, error: null } } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t('adminTags.targetsPrompt'));
  },
};
export const ProductsPromptTr = inTurkish(ProductsPrompt);

export const Assign: Story = {
  name: 'Assign dialog: an active tag of the kind, then Apply',
  args: pageArgs({ view: 'targets', targets: companies, selected: ['1004', '1005'] }),
  parameters: appParameters({ route: `${route}?view=targets&tab=company&action=assign` }),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-assign'));
    const keyAccount = tagNamed('Key account');
    await userEvent.selectOptions(dialog.getByLabelText(i18n.t('adminTags.assign.tag')), String(keyAccount.id));
    await userEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(args.onAssign).toHaveBeenCalledWith(keyAccount.id, { action: 'assign', targetIds: [1004, 1005] }));
  },
};
export const AssignTr = inTurkish(Assign);

export const AssignRefused: Story = {
  name: 'Assign refused: the reason shows, the choice is kept',
  args: pageArgs({ view: 'targets', targets: companies, selected: ['1004'], commandOf: commandIn('assign', { error: apiFailure('validation') }) }),
  parameters: appParameters({ route: `${route}?view=targets&tab=company&action=assign` }),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement, 'dialog-assign'));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.validation'));
  },
};

export const FileIdle: Story = {
  name: 'Assign from a file: the template and the upload',
  args: pageArgs({ view: 'file' }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tag-template')).toHaveAttribute('href', '/api/admin/tag-template?lang=en');
    await userEvent.click(canvas.getByTestId('tag-file-submit'));
    await expect(canvas.getByText(i18n.t('adminTags.file.fileRequired'))).toBeVisible();
    await expect(args.onSendFile).not.toHaveBeenCalled();
  },
};
export const FileRunning: Story = {
  name: 'Assign from a file: the rows being applied',
  args: pageArgs({ view: 'file', upload: UPLOADS.running }),
  play: async ({ canvasElement }) => {
    const progress = within(canvasElement).getByTestId('tag-file-progress');
    await expect(progress).toHaveAttribute('aria-label', i18n.t('adminTags.file.progress', { done: 40, total: 120 }));
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
  },
};
export const FileWarning: Story = {
  name: 'Assign from a file: a refused row with its reason and the error file',
  args: pageArgs({ view: 'file', upload: UPLOADS.warning }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tag-file-outcome')).toHaveAttribute('data-status', 'warning');
    await expect(canvas.getByTestId('tag-file-rows')).toHaveTextContent(i18n.t('adminTags.file.row', { row: 3 }));
    await expect(canvas.getByTestId('import-reason')).toHaveTextContent('999999');
    await expect(canvas.getByTestId('tag-error-file')).toHaveAttribute('href', expect.stringContaining('/api/admin/tag-imports/tx-tags-1/error-file'));
  },
};
export const FileWarningTr = inTurkish(FileWarning);
export const FileDone: Story = { args: pageArgs({ view: 'file', upload: UPLOADS.done }) };
export const FileRefused: Story = {
  name: 'Assign from a file refused: not a workbook, the reason shows',
  args: pageArgs({ view: 'file', upload: { status: 'failed', fileName: 'tags.xlsx', transaction: null, error: apiFailure('notAWorkbook') } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(i18n.t('errors.notAWorkbook'));
  },
};

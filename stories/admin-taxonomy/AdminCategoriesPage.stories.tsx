import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminCategoriesPage } from '@web/features/admin-taxonomy/pages/AdminCategoriesPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { portalDialog } from '../support/dialogs';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers } from '../support/list-states';
import { commandIn, failedList, loadingList, readyDetail, readyList } from '../support/order-data';
import { staffFileArgs } from '../support/staff-file-args';
import { inTurkish } from '../support/turkish';
import { adminCategoriesPage, adminCategoryQuery, BLOCKED_ID, COMPANY_ID, LEAF, noAdminCategories, PARENT, TREE } from './admin-taxonomy-data';
import { CATEGORY_BLOCK_UPLOADS } from './category-block-file-data';

const route = pathOf('adminCategories');
const query = adminCategoryQuery();
const withCompany = adminCategoryQuery({ companyId: String(COMPANY_ID), q: String(BLOCKED_ID) });
const at = (search: string) => appParameters({ session: SESSIONS.admin, route: `${route}${search}` });

const meta = {
  title: 'Admin/Categories (staff)',
  component: AdminCategoriesPage,
  args: {
    query,
    list: readyList(adminCategoriesPage(query)),
    tree: readyDetail(TREE, 0),
    itemId: null,
    commandOf: commandIn(),
    ...listPageHandlers(),
    onOpenDialog: fn(),
    onCommand: fn(),
    blockFile: staffFileArgs('category-block', CATEGORY_BLOCK_UPLOADS.idle),
  },
  parameters: appParameters({ session: SESSIONS.admin, route }),
  render: paddedRender(AdminCategoriesPage),
} satisfies Meta<typeof AdminCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: every category with its path, remote ID, status and what staff may do',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows.length).toBe(query.pageSize);
    await expect(canvas.queryByText(i18n.t('adminTaxonomy.columns.blocked'))).not.toBeInTheDocument();
    await userEvent.click(canvas.getByTestId('toolbar-add'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('create');
  },
};
export const CompanyChosen: Story = {
  name: 'A company chosen: the categories it is blocked from, Block and Lift block',
  args: { query: withCompany, list: readyList(adminCategoriesPage(withCompany)) },
  parameters: at(`?companyId=${COMPANY_ID}&q=${BLOCKED_ID}`),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText(i18n.t('adminTaxonomy.blocked')).length).toBeGreaterThan(0);
    await userEvent.click(canvas.getAllByTestId(`unblock-${BLOCKED_ID}`)[0]!);
    await expect(args.onOpenDialog).toHaveBeenCalledWith('unblock', BLOCKED_ID);
  },
};
export const Empty: Story = {
  args: { list: readyList(noAdminCategories(query)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-empty')).toBeVisible();
  },
};
export const Loading: Story = { args: { list: loadingList() } };
export const Failed: Story = {
  name: 'Error',
  args: { list: failedList(apiFailure('generic')) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-error')).toHaveTextContent(i18n.t('adminTaxonomy.loadError'));
  },
};
export const CreateDialog: Story = {
  name: "Create: names in both languages, remote ID, a parent that fits, status; 'Remote ID is required'",
  parameters: at('?action=create'),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText(i18n.t('categories.form.name')), 'Garden');
    await userEvent.click(dialog.getByRole('button', { name: i18n.t('adminTaxonomy.form.add') }));
    await expect(await dialog.findByText(i18n.t('validation.remoteIdRequired'))).toBeVisible();
  },
};
export const EditDialog: Story = {
  name: 'Edit: rename in both languages, move, activate or deactivate',
  args: { itemId: LEAF.id },
  parameters: at(`?action=edit&item=${LEAF.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByLabelText(i18n.t('categories.form.nameTr'))).toHaveValue(LEAF.nameTr);
  },
};
export const TreeRefused: Story = {
  name: 'Edit refused: the parent does not fit the tree',
  args: { itemId: LEAF.id, commandOf: commandIn('edit', { error: apiFailure('categoryTreeInvalid') }) },
  parameters: at(`?action=edit&item=${LEAF.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect((await dialog.findAllByText(i18n.t('errors.categoryTreeInvalid'))).length).toBeGreaterThan(0);
  },
};
export const DeleteParent: Story = {
  name: "Delete a parent: what it touches, the remote ID typed again, 'Delete Anyway'",
  args: { itemId: PARENT.id },
  parameters: at(`?action=delete&item=${PARENT.id}`),
  play: async ({ canvasElement, args }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByTestId('delete-preview')).toHaveTextContent(
      i18n.t('adminTaxonomy.delete.more', { count: TREE.nodes.filter((node) => node.parentId === PARENT.id).length - 5 }),
    );
    const submit = dialog.getByTestId('typed-confirm-submit');
    await expect(submit).toHaveTextContent(i18n.t('adminTaxonomy.delete.anyway'));
    await expect(submit).toBeDisabled();
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), PARENT.remoteId);
    await userEvent.click(submit);
    await expect(args.onCommand).toHaveBeenCalledWith(PARENT.id, 'delete', { deleteAnyway: true, confirmation: PARENT.remoteId });
  },
};
export const DeleteRefused: Story = {
  name: 'Delete refused by the server: the typed text does not match',
  args: { itemId: LEAF.id, commandOf: commandIn('delete', { error: apiFailure('typedConfirmationMismatch') }) },
  parameters: at(`?action=delete&item=${LEAF.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.typedConfirmationMismatch'));
  },
};
export const BlockDialog: Story = {
  name: 'Block for the chosen company: a reason',
  args: { query: withCompany, list: readyList(adminCategoriesPage(withCompany)), itemId: LEAF.id },
  parameters: at(`?companyId=${COMPANY_ID}&action=block&item=${LEAF.id}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByLabelText(i18n.t('adminTaxonomy.block.reason'))).toBeVisible();
  },
};
export const UnblockDialog: Story = {
  name: 'Lift the block',
  args: { query: withCompany, list: readyList(adminCategoriesPage(withCompany)), itemId: BLOCKED_ID },
  parameters: at(`?companyId=${COMPANY_ID}&action=unblock&item=${BLOCKED_ID}`),
  play: async ({ canvasElement }) => {
    const dialog = within(await portalDialog(canvasElement));
    await expect(dialog.getByText(i18n.t('adminTaxonomy.unblock.confirm'))).toBeVisible();
  },
};
export const StatusRefused: Story = {
  name: 'Deactivate refused',
  args: { commandOf: commandIn('status', { error: apiFailure('categoryNotFound') }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.categoryNotFound'));
  },
};

export const EnglishDark: Story = { ...Filled, name: 'English dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const CompanyChosenTr = inTurkish(CompanyChosen);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const CreateDialogTr = inTurkish(CreateDialog);
export const EditDialogTr = inTurkish(EditDialog);
export const TreeRefusedTr = inTurkish(TreeRefused);
export const DeleteParentTr = inTurkish(DeleteParent);
export const DeleteRefusedTr = inTurkish(DeleteRefused);
export const BlockDialogTr = inTurkish(BlockDialog);
export const UnblockDialogTr = inTurkish(UnblockDialog);
export const StatusRefusedTr = inTurkish(StatusRefused);

/** The categories list's category-block file in each state. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminCategoriesPage } from '@web/features/admin-taxonomy/pages/AdminCategoriesPage';
import { i18n } from '@web/lib/i18n';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { paddedRender } from '../support/layouts';
import { listPageHandlers } from '../support/list-states';
import { commandIn, readyDetail, readyList } from '../support/order-data';
import { staffFileArgs } from '../support/staff-file-args';
import { inTurkish } from '../support/turkish';
import { adminCategoriesPage, adminCategoryQuery, TREE } from './admin-taxonomy-data';
import { CATEGORY_BLOCK_UPLOADS } from './category-block-file-data';

const query = adminCategoryQuery();
const file = (upload: StaffImportState = CATEGORY_BLOCK_UPLOADS.idle) => staffFileArgs('category-block', upload);

const meta = {
  title: 'Admin/Categories (staff)/Category-block file',
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
    blockFile: file(),
  },
  parameters: appParameters({ session: SESSIONS.admin, route: pathOf('adminCategories') }),
  render: paddedRender(AdminCategoriesPage),
} satisfies Meta<typeof AdminCategoriesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  name: 'The template, and no file chosen is said',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('category-block-file-panel')).toHaveTextContent(i18n.t('adminTaxonomy.blockFile.intro'));
    await expect(canvas.getByTestId('category-block-template')).toHaveAttribute('href', '/api/admin/category-block-template?lang=en');
    await userEvent.click(canvas.getByTestId('category-block-file-submit'));
    await expect(canvas.getByText(i18n.t('staffImport.fileRequired'))).toBeVisible();
    await expect(args.blockFile.onSendFile).not.toHaveBeenCalled();
  },
};
export const Running: Story = {
  name: 'Applying rows',
  args: { blockFile: file(CATEGORY_BLOCK_UPLOADS.running) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('category-block-file-progress')).toHaveAttribute('aria-valuenow', '33');
  },
};
export const Refused: Story = {
  name: 'A block to lift that is not there, with the error file',
  args: { blockFile: file(CATEGORY_BLOCK_UPLOADS.warning) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('category-block-file-rows')).toHaveTextContent(
      i18n.t('imports.reasons.categoryNotBlocked', { companyId: 1001, categoryId: 104 }),
    );
    await expect(canvas.getByTestId('category-block-error-file')).toHaveAttribute('download', 'category-blocks-errors.xlsx');
  },
};
export const Done: Story = {
  name: 'Every row applied',
  args: { blockFile: file(CATEGORY_BLOCK_UPLOADS.done) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('category-block-file-outcome')).toHaveTextContent(i18n.t('staffImport.done', { rows: 25 }));
  },
};

export const IdleTr = inTurkish(Idle);
export const RunningTr = inTurkish(Running);
export const RefusedTr = inTurkish(Refused);
export const DoneTr = inTurkish(Done);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pathOf } from '@contract/routes';
import { AdminCategoriesView } from '@web/features/admin-taxonomy/views/AdminCategoriesView';
import { AdminCategoryTreeView } from '@web/features/admin-taxonomy/views/AdminCategoryTreeView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';

const route = pathOf('adminCategories');

/** The staff screens on the mock layer (the real BFF and sandbox in the page); dialogs and Turkish are the page stories. */
const meta = {
  title: 'Admin/Categories (staff, mock layer)',
  render: () => (
    <InMainLayout>
      <AdminCategoriesView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminTaxonomy.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };
export const FilledTr = inTurkish(Filled);

export const Tree: Story = {
  name: 'Category tree (BFF default)',
  render: () => (
    <InMainLayout>
      <AdminCategoryTreeView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route: pathOf('adminCategoryTree') }),
  play: async ({ canvasElement }) => {
    await waitFor(async () => expect((await within(canvasElement).findAllByTestId(/^staff-node-/)).length).toBeGreaterThan(0), LONG);
  },
};
export const TreeTr = inTurkish(Tree);

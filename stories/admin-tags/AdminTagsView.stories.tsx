import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminTagsView } from '@web/features/admin-tags/views/AdminTagsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';

const route = pathOf('adminTagManagement');

/** The screen on the mock layer (the BFF and the sandbox in the page) in each state; the dialogs and the file are the page stories. */
const meta = {
  title: 'Admin/Tag management/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminTagsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminTags.loadError', emptyKey: 'adminTags.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

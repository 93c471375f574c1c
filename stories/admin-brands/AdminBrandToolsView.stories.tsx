import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminBrandToolsView } from '@web/features/admin-brands/views/AdminBrandToolsView';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = `${pathOf('adminBrandTools')}?companyId=1002`;

const meta = {
  title: 'Admin/Brand tools/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminBrandToolsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminBrands.loadError', emptyKey: 'adminBrands.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

export const FilledTr = inTurkish(Filled);
export const FailedTr = inTurkish(Failed);

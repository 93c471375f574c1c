import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminCompanyToolsView } from '@web/features/admin-company-tools/views/AdminCompanyToolsView';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = pathOf('adminCompanyTools');

const meta = {
  title: 'Admin/Company tools/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminCompanyToolsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminCompanyTools.loadError' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

const suspended = listStateStories({ session: SESSIONS.admin, route: `${route}?tab=suspended`, errorKey: 'adminCompanyTools.loadError' });
export const SuspendedTab: Story = { ...suspended.Filled, name: 'Imports suspended tab (BFF default)' };

export const FilledTr = inTurkish(Filled);
export const FailedTr = inTurkish(Failed);

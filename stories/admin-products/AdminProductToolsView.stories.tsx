import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminProductToolsView } from '@web/features/admin-products/views/AdminProductToolsView';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

/** One company keeps the BFF stories quick; a search across every company generates every catalogue on its first call. */
const route = `${pathOf('adminProductTools')}?companyId=1022`;

const meta = {
  title: 'Admin/Product tools/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminProductToolsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminProductTools.loadError', emptyKey: 'list.states.noMatch' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);

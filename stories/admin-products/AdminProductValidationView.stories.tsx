import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminProductValidationView } from '@web/features/admin-products/views/AdminProductValidationView';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

/** One company keeps the BFF stories quick; the whole queue generates every company's catalogue on its first call. */
const route = `${pathOf('adminProductValidation')}?companyId=1002`;

const meta = {
  title: 'Admin/Product validation/Screen (through the BFF)',
  render: () => (
    <InMainLayout>
      <AdminProductValidationView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminProductValidation.loadError', emptyKey: 'list.states.noMatch' });
export const Filled: Story = { ...states.Filled, name: 'Filled (BFF default)' };
export const Empty: Story = { ...states.Empty, name: 'Empty (BFF empty)' };
export const Failed: Story = { ...states.Failed, name: 'Error (BFF errors)' };
export const Slow: Story = { ...states.Slow, name: 'Loading (BFF slow)' };

export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);

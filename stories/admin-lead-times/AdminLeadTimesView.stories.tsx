import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminLeadTimesView } from '@web/features/admin-lead-times/views/AdminLeadTimesView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = `${pathOf('adminLeadTimeTools')}?companyId=1001`;

/** The screen on the mock layer (the BFF and the sandbox in the page) in each state; the file is the page stories'. */
const meta = {
  title: 'Admin/Lead time tools/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminLeadTimesView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminLeadTimes.loadError', emptyKey: 'adminLeadTimes.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const FilledTr = inTurkish(Filled);
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminLogisticsView } from '@web/features/admin-logistics/views/AdminLogisticsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = pathOf('adminLogistics');

/** The screen on the mock layer (the BFF and the sandbox in the page) in each state; the dialogs and the file are the page stories. */
const meta = {
  title: 'Admin/Logistics tools/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminLogisticsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'logistics.ead.loadError', emptyKey: 'logistics.ead.empty' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const FilledTr = inTurkish(Filled);
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

const hepsijet = listStateStories({ session: SESSIONS.admin, route: `${route}?view=hepsijet`, errorKey: 'adminLogistics.loadError' });
export const HepsijetFilled: Story = { ...hepsijet.Filled, name: 'Hepsijet: filled' };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { AdminRateCapsView } from '@web/features/admin-rate-caps/views/AdminRateCapsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { inTurkish } from '../support/turkish';

const route = pathOf('adminMpRateCap');

/** The screen on the mock layer (the BFF and the sandbox in the page) in each state; the dialogs are the page stories'. */
const meta = {
  title: 'Admin/Marketplace rate caps/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <AdminRateCapsView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.admin, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.admin, route, errorKey: 'adminRateCaps.loadError' });
/** Staff's caps always exist: the empty list is the own-caps tab of a world where no company has one. */
const ownCaps = listStateStories({
  session: SESSIONS.admin,
  route: `${route}?tab=ownCaps`,
  errorKey: 'adminRateCaps.loadError',
  emptyKey: 'adminRateCaps.emptyOwnCaps',
});
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const FilledTr = inTurkish(Filled);
export const Empty: Story = { ...ownCaps.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { LogisticsView } from '@web/features/logistics/views/LogisticsView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';
import { STORY_NOW } from '../support/order-data';
import { inTurkish } from '../support/turkish';

const route = pathOf('logistics');
const clock = () => STORY_NOW;

/** The screen on the mock layer (the real BFF and sandbox in the page): holidays and the EAD section in each state. */
const meta = {
  title: 'Logistics/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <LogisticsView clock={clock} />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const holidays = listStateStories({ session: SESSIONS.seller, route, errorKey: 'logistics.holidays.loadError', emptyKey: 'logistics.holidays.empty' });
export const Filled: Story = { ...holidays.Filled, name: 'Holidays: filled' };
export const Empty: Story = { ...holidays.Empty, name: 'Holidays: empty' };
export const Failed: Story = { ...holidays.Failed, name: 'Holidays: error' };
export const Slow: Story = { ...holidays.Slow, name: 'Holidays: loading' };

const ead = listStateStories({ session: SESSIONS.seller, route: `${route}?section=ead`, errorKey: 'logistics.ead.loadError', emptyKey: 'logistics.ead.empty' });
export const EadFilled: Story = { ...ead.Filled, name: 'EAD: filled' };
export const EadEmpty: Story = { ...ead.Empty, name: 'EAD: empty' };
export const EadFailed: Story = { ...ead.Failed, name: 'EAD: error' };

export const FilledTr = inTurkish(Filled);
export const EadFilledTr = inTurkish(EadFilled);

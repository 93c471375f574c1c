import type { Meta, StoryObj } from '@storybook/react-vite';
import { pathOf } from '@contract/routes';
import { QuestionsListView } from '@web/features/questions/views/QuestionsListView';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { InMainLayout } from '../support/layouts';
import { listStateStories } from '../support/list-states';

const route = pathOf('questions');

/** The list on the BFF in the page in each state; its tabs, filters, the detail's and Ready Answers' states and Turkish are the page stories. */
const meta = {
  title: 'Questions/Screen (mock layer)',
  render: () => (
    <InMainLayout>
      <QuestionsListView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const states = listStateStories({ session: SESSIONS.seller, route, errorKey: 'questions.loadError', emptyKey: 'questions.nothingWaiting' });
export const Filled: Story = { ...states.Filled, name: 'Filled' };
export const Empty: Story = { ...states.Empty, name: 'Empty' };
export const Failed: Story = { ...states.Failed, name: 'Error' };
export const Slow: Story = { ...states.Slow, name: 'Loading' };

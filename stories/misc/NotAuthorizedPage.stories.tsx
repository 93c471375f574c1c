import type { Meta, StoryObj } from '@storybook/react-vite';
import { PUBLIC_PATHS } from '@contract/routes';
import { NotAuthorizedPage } from '@web/features/misc/pages/NotAuthorizedPage';
import { NotAuthorizedView } from '@web/features/misc/views/StatusViews';
import { appParameters } from '../../.storybook/story-parameters';
import { SESSIONS } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InMainLayout, Padded } from '../support/layouts';

const meta = {
  title: 'Pages/Not authorized',
  component: NotAuthorizedPage,
  args: { homeHref: '/' },
  render: (args) => (
    <Padded>
      <NotAuthorizedPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof NotAuthorizedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Where a seller lands after opening an admin page: the shell around it, the home link from the store. */
export const InTheShell: Story = {
  name: 'In the shell',
  render: () => (
    <InMainLayout>
      <NotAuthorizedView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: PUBLIC_PATHS.notAuthorized }),
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

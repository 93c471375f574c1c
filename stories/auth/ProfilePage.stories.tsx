import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProfilePage } from '@web/features/auth/pages/ProfilePage';
import { ProfileView } from '@web/features/auth/views/ProfileView';
import { languageOf } from '../../.storybook/story-environment';
import { appParameters } from '../../.storybook/story-parameters';
import { demoUser, pathOf, SESSIONS } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InMainLayout, Padded } from '../support/layouts';

const meta = {
  title: 'Auth/Profile',
  component: ProfilePage,
  args: { user: demoUser('seller'), language: 'en' },
  // The page shows the interface language in use: the toolbar's.
  render: (args, { globals }) => (
    <Padded>
      <ProfilePage {...args} language={languageOf(globals.locale)} />
    </Padded>
  ),
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {};
export const OneClickSeller: Story = { name: 'OneClick seller', args: { user: demoUser('oneClickSeller') } };
export const Admin: Story = { args: { user: demoUser('admin') } };
export const AdminAsUser: Story = { name: 'Admin as user', args: { user: demoUser('adminAsUser') } };

/** The profile route in the signed-in shell, the user read from the store. */
export const InTheShell: Story = {
  name: 'In the shell',
  render: () => (
    <InMainLayout>
      <ProfileView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: SESSIONS.seller, route: pathOf('profile') }),
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from 'react-redux';
import { expect, fn, within } from 'storybook/test';
import { ActingAsBanner } from '@web/app/layout/ActingAsBanner';
import { TopBar } from '@web/app/layout/TopBar';
import { selectCustomizer } from '@web/features/customizer/customizer.slice';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';

/**
 * TopBar reads the user, bookmarks and search pages from the store, so these stories run the real store and
 * sagas against the BFF in the page, signed in as a demo account. The admin-as-user banner sits under it, as in the shell.
 */
function ConnectedTopBar({ onToggleSidebar }: { onToggleSidebar: () => void }) {
  const settings = useSelector(selectCustomizer);
  return (
    <div className="min-vh-100 bg-body-tertiary pt-1">
      <TopBar settings={settings} showSidebarToggle={false} showBrand onToggleSidebar={onToggleSidebar} />
      <ActingAsBanner />
    </div>
  );
}

const meta = {
  title: 'Shell/Top bar',
  component: ConnectedTopBar,
  args: { onToggleSidebar: fn() },
  parameters: appParameters({ session: SESSIONS.seller }),
  // The bookmarks arrive after the boot check (GET me): wait for them so the story shows the full bar.
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('bookmark-icon')).length).toBeGreaterThan(0);
  },
} satisfies Meta<typeof ConnectedTopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {};
export const OneClickSeller: Story = { name: 'OneClick seller', parameters: appParameters({ session: SESSIONS.oneClickSeller }) };
export const AdminAsUser: Story = {
  name: 'Admin as user, with banner',
  parameters: appParameters({ session: SESSIONS.adminAsUser }),
};
export const Admin: Story = { parameters: appParameters({ session: SESSIONS.admin, route: pathOf('adminCompanies') }) };
export const ColouredNavbar: Story = {
  name: 'Primary navbar colour',
  parameters: appParameters({ session: SESSIONS.seller, customizer: { navbarColor: 'primary' } }),
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
export const AdminAsUserTurkishDark: Story = { ...AdminAsUser, name: 'Admin as user, Turkish dark', globals: TURKISH_DARK };

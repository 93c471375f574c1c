import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteScreen } from '@web/app/screen-registry';
import { appParameters } from '../../.storybook/story-parameters';
import { pathOf, SESSIONS } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { LONG } from '../support/waits';

interface ShellProps {
  /** The catalogue route shown in the page area (contract/routes.ts id). */
  routeId: string;
}

/** The whole signed-in shell around one route's screen, as the router renders it. */
function Shell({ routeId }: ShellProps) {
  return (
    <InMainLayout>
      <RouteScreen routeId={routeId} />
    </InMainLayout>
  );
}

const meta = {
  title: 'Shell/Layout',
  component: Shell,
  args: { routeId: 'dashboard' },
  parameters: appParameters({ session: SESSIONS.seller }),
  play: async ({ canvasElement }) => {
    // The dashboard's own calls share the BFF with the bookmarks: give them a moment.
    await expect((await within(canvasElement).findAllByTestId('bookmark-icon', {}, LONG)).length).toBeGreaterThan(0);
  },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = { name: 'Vertical (seller)' };

/** The horizontal layout needs a window of 1200 px or more; narrower, the app (and this story) falls back to vertical. */
export const Horizontal: Story = {
  name: 'Horizontal (seller, 1200 px and wider)',
  parameters: appParameters({ session: SESSIONS.seller, customizer: { layout: 'horizontal' } }),
};

export const SemiDark: Story = { name: 'Semi-dark', parameters: appParameters({ session: SESSIONS.seller, customizer: { theme: 'semi-dark' } }) };

export const AdminAsUser: Story = {
  name: 'Admin as user',
  parameters: appParameters({ session: SESSIONS.adminAsUser }),
};

export const Admin: Story = {
  args: { routeId: 'adminCompanies' },
  parameters: appParameters({ session: SESSIONS.admin, route: pathOf('adminCompanies') }),
};

export const EnglishDark: Story = { ...Vertical, name: 'Vertical, English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { ...Vertical, name: 'Vertical, Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { ...Vertical, name: 'Vertical, Turkish dark', globals: TURKISH_DARK };
export const HorizontalTurkishDark: Story = { ...Horizontal, name: 'Horizontal, Turkish dark', globals: TURKISH_DARK };

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerticalSidebar, type VerticalSidebarProps } from '@web/app/layout/VerticalSidebar';
import { themeOf } from '../../.storybook/story-environment';
import { appParameters } from '../../.storybook/story-parameters';
import { demoUser, menuFor, pathOf } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';

/** The sidebar with its collapse toggle working, so designers can try the narrow (unfoldable) state. */
function SidebarWithToggle(props: VerticalSidebarProps) {
  const [collapsed, setCollapsed] = useState(props.collapsed);
  return (
    <div className="min-vh-100 bg-body-tertiary">
      <VerticalSidebar
        {...props}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          props.onCollapsedChange(next);
          setCollapsed(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Sidebar (vertical menu)',
  component: VerticalSidebar,
  args: {
    sections: menuFor(demoUser('seller')),
    colorScheme: 'light',
    menuTheme: 'primary',
    collapsed: false,
    mobile: false,
    open: false,
    onOpenChange: fn(),
    onCollapsedChange: fn(),
  },
  argTypes: { sections: { control: false } },
  // As MainLayout does: a dark theme gets the dark sidebar.
  render: (args, { globals }) => <SidebarWithToggle {...args} colorScheme={themeOf(globals.theme) === 'dark' ? 'dark' : args.colorScheme} />,
  parameters: appParameters({ route: pathOf('orders') }),
} satisfies Meta<typeof VerticalSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {};
export const OneClickSeller: Story = { name: 'OneClick seller', args: { sections: menuFor(demoUser('oneClickSeller')) } };
export const AdminAsUser: Story = { name: 'Admin as user', args: { sections: menuFor(demoUser('adminAsUser'), true) } };
export const Admin: Story = { args: { sections: menuFor(demoUser('admin')) }, parameters: appParameters({ route: pathOf('adminCompanies') }) };
export const Collapsed: Story = { args: { collapsed: true } };
export const SemiDark: Story = { name: 'Semi-dark (dark sidebar, light page)', args: { colorScheme: 'dark' } };
export const SuccessMenuColour: Story = { name: 'Success menu colour', args: { menuTheme: 'success' } };

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HorizontalMenu } from '@web/app/layout/HorizontalMenu';
import { appParameters } from '../../.storybook/story-parameters';
import { demoUser, menuFor, pathOf } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';

const meta = {
  title: 'Shell/Horizontal menu',
  component: HorizontalMenu,
  args: { sections: menuFor(demoUser('seller')), menuTheme: 'primary' },
  argTypes: { sections: { control: false } },
  render: (args) => (
    <div className="min-vh-100 bg-body-tertiary pt-3">
      <HorizontalMenu {...args} />
    </div>
  ),
  parameters: appParameters({ route: pathOf('orders') }),
} satisfies Meta<typeof HorizontalMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {};
export const Admin: Story = { args: { sections: menuFor(demoUser('admin')) }, parameters: appParameters({ route: pathOf('adminCompanies') }) };

/** The operation group open: links, the orders collapse as a headed block, count badges. */
export const GroupOpen: Story = {
  name: 'Group open',
  play: async ({ canvasElement }) => {
    const orders = within(canvasElement).getByTestId('menu-orders');
    const toggle = orders.closest('.dropdown')?.querySelector<HTMLElement>('.dropdown-toggle');
    if (!toggle) throw new Error('The orders link is in no menu group');
    await userEvent.click(toggle);
    await waitFor(() => expect(orders).toBeVisible());
  },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ROUTES } from '@contract/routes';
import { NotAvailableYetPage } from '@web/features/misc/pages/NotAvailableYetPage';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { Padded } from '../support/layouts';

const meta = {
  title: 'Pages/Not available yet',
  component: NotAvailableYetPage,
  args: { routeId: 'orders' },
  argTypes: { routeId: { control: 'select', options: ROUTES.map((route) => route.id) } },
  render: (args) => (
    <Padded>
      <NotAvailableYetPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof NotAvailableYetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Orders: Story = {};
export const AdminCampaigns: Story = { args: { routeId: 'adminCampaigns' } };

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

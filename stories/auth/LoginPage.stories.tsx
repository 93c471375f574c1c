import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PUBLIC_PATHS } from '@contract/routes';
import { LoginPage } from '@web/features/auth/pages/LoginPage';
import { LoginView } from '@web/features/auth/views/LoginView';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { fieldInput, submitButton } from '../support/form';
import { DEMO } from '../support/demo-data';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InBlankLayout } from '../support/layouts';

const meta = {
  title: 'Auth/Sign in',
  component: LoginPage,
  args: { realm: 'seller', submitting: false, error: null, notice: null, onSubmit: fn() },
  render: (args) => (
    <InBlankLayout>
      <LoginPage {...args} />
    </InBlankLayout>
  ),
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Seller: Story = {};

export const Admin: Story = { args: { realm: 'staff' } };

export const Submitting: Story = { args: { submitting: true } };

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldInput(canvasElement, 'email'), 'ayse@');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(fieldInput(canvasElement, 'password')).toHaveAttribute('aria-invalid', 'true'));
    await expect(fieldInput(canvasElement, 'email')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const BadCredentials: Story = { args: { error: apiFailure('invalidCredentials') } };

export const TooManyAttempts: Story = { name: 'Too many attempts (429)', args: { error: apiFailure('tooManyAttempts', 600) } };

export const SessionEnded: Story = { args: { notice: 'sessionEnded' } };

/** The real sign-in view, store and saga: the BFF refuses the wrong password. */
export const BadCredentialsThroughBff: Story = {
  name: 'Bad credentials (through the BFF)',
  render: () => (
    <InBlankLayout>
      <LoginView realm="seller" />
    </InBlankLayout>
  ),
  parameters: appParameters({ route: PUBLIC_PATHS.login, bff: { scenario: 'default' } }),
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldInput(canvasElement, 'email'), DEMO.seller);
    await userEvent.type(fieldInput(canvasElement, 'password'), 'WrongPassword1');
    await userEvent.click(submitButton(canvasElement));
    await expect(await within(canvasElement).findByTestId('error-alert')).toBeVisible();
  },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
export const AdminTurkishDark: Story = { name: 'Admin, Turkish dark', args: { realm: 'staff' }, globals: TURKISH_DARK };

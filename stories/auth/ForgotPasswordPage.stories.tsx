import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PUBLIC_PATHS } from '@contract/routes';
import { ForgotPasswordPage } from '@web/features/auth/pages/ForgotPasswordPage';
import { ForgotPasswordView } from '@web/features/auth/views/ForgotPasswordView';
import { appParameters } from '../../.storybook/story-parameters';
import { DEMO } from '../support/demo-data';
import { apiFailure } from '../support/failures';
import { fieldInput, submitButton } from '../support/form';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InBlankLayout } from '../support/layouts';

const meta = {
  title: 'Auth/Forgot password',
  component: ForgotPasswordPage,
  args: { submitting: false, sent: false, error: null, onSubmit: fn() },
  render: (args) => (
    <InBlankLayout>
      <ForgotPasswordPage {...args} />
    </InBlankLayout>
  ),
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldInput(canvasElement, 'email'), 'not-an-email');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(fieldInput(canvasElement, 'email')).toHaveAttribute('aria-invalid', 'true'));
  },
};

export const Sent: Story = { args: { sent: true } };

export const ResetTimeout: Story = { name: 'Reset timeout (429)', args: { error: apiFailure('resetTimeout') } };

/** The real view and saga: the identity service allows one reset per 15 minutes, so the second request times out. */
export const ResetTimeoutThroughBff: Story = {
  name: 'Reset timeout (through the BFF)',
  render: () => (
    <InBlankLayout>
      <ForgotPasswordView />
    </InBlankLayout>
  ),
  parameters: appParameters({ route: PUBLIC_PATHS.forgotPassword, bff: { scenario: 'default' } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(fieldInput(canvasElement, 'email'), DEMO.seller);
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByTestId('forgot-sent')).toBeVisible();
    await userEvent.click(submitButton(canvasElement));
    await expect(await canvas.findByTestId('error-alert')).toBeVisible();
  },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

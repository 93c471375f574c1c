import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PUBLIC_PATHS } from '@contract/routes';
import { ResetPasswordPage } from '@web/features/auth/pages/ResetPasswordPage';
import { ResetPasswordView } from '@web/features/auth/views/ResetPasswordView';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { fieldInput, submitButton } from '../support/form';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InBlankLayout } from '../support/layouts';

const meta = {
  title: 'Auth/Reset password',
  component: ResetPasswordPage,
  args: { token: 'story-reset-token', tokenState: 'valid', submitting: false, saved: false, error: null, onSubmit: fn() },
  render: (args) => (
    <InBlankLayout>
      <ResetPasswordPage {...args} />
    </InBlankLayout>
  ),
} satisfies Meta<typeof ResetPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CheckingLink: Story = { args: { tokenState: 'checking' } };

export const Form: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(fieldInput(canvasElement, 'password'), 'short');
    await userEvent.type(fieldInput(canvasElement, 'confirmPassword'), 'different');
    await userEvent.click(submitButton(canvasElement));
    await waitFor(() => expect(fieldInput(canvasElement, 'confirmPassword')).toHaveAttribute('aria-invalid', 'true'));
    await expect(fieldInput(canvasElement, 'password')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saved: Story = { args: { saved: true } };

export const ExpiredLink: Story = { args: { tokenState: 'invalid' } };

export const ResetFailed: Story = { name: 'Reset failed on save', args: { error: apiFailure('resetFailed') } };

/** The real view: it asks the BFF about the link, which knows no such token. */
export const ExpiredLinkThroughBff: Story = {
  name: 'Expired link (through the BFF)',
  render: () => (
    <InBlankLayout>
      <ResetPasswordView />
    </InBlankLayout>
  ),
  parameters: appParameters({ route: `${PUBLIC_PATHS.resetPassword}?token=long-expired-link`, bff: { scenario: 'default' } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('reset-invalid')).toBeVisible();
  },
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import '@web/lib/i18n';
import { ResetPasswordPage, type ResetPasswordPageProps } from './ResetPasswordPage';

function renderPage(props: Partial<ResetPasswordPageProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <MemoryRouter>
      <ResetPasswordPage token="tok" tokenState="valid" submitting={false} saved={false} error={null} onSubmit={onSubmit} {...props} />
    </MemoryRouter>,
  );
  return onSubmit;
}

describe('ResetPasswordPage', () => {
  it('shows the §8 reset error with a way to ask again when the link is invalid or expired', () => {
    renderPage({ tokenState: 'invalid' });
    expect(screen.getByTestId('reset-invalid')).toHaveTextContent(
      'There was an error while resetting your password. Please check that you are on the correct page and try again.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('offers the form while the link is being checked (as drawn before scripts), and the expired copy without a token', () => {
    renderPage({ tokenState: 'checking' });
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.queryByTestId('reset-invalid')).toBeNull();
  });

  it('shows the expired copy when the page has no token', () => {
    renderPage({ token: '', tokenState: 'unchecked' });
    expect(screen.getByTestId('reset-invalid')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('checks the password rules and the confirmation', async () => {
    const onSubmit = renderPage();
    expect(screen.getByText(/At least 8 characters/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'short');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Password must meet the requirements stated above.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends token and passwords when valid, and shows the saved text afterwards', async () => {
    const onSubmit = renderPage();
    await userEvent.type(screen.getByLabelText('New password'), 'Secret123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(onSubmit).toHaveBeenCalledWith({ token: 'tok', password: 'Secret123', confirmPassword: 'Secret123' }, expect.anything());
  });
});

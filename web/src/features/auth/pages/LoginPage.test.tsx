import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { OWN_PAGE_ACTION } from '@contract/auth/native-forms';
import type { ApiFailure } from '@web/lib/http';
import '@web/lib/i18n';
import { LoginPage, type LoginPageProps } from './LoginPage';

function renderPage(props: Partial<LoginPageProps> = {}) {
  const onSubmit = vi.fn();
  const all: LoginPageProps = { realm: 'seller', submitting: false, error: null, notice: null, onSubmit, ...props };
  const view = render(
    <MemoryRouter>
      <LoginPage {...all} />
    </MemoryRouter>,
  );
  return {
    ...view,
    onSubmit,
    rerenderWith: (next: Partial<LoginPageProps>) =>
      view.rerender(
        <MemoryRouter>
          <LoginPage {...all} {...next} />
        </MemoryRouter>,
      ),
  };
}

describe('LoginPage', () => {
  it('validates with the contract schema and shows the spec texts', async () => {
    const { onSubmit } = renderPage();
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Password field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed credentials', async () => {
    const { onSubmit } = renderPage();
    await userEvent.type(screen.getByLabelText('E-mail'), '  seller@example.test ');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'seller@example.test', password: 'Secret123' });
  });

  it("posts to the BFF by itself before scripts run, and the script's submit stops that native post", async () => {
    const { container } = renderPage({ realm: 'staff' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', OWN_PAGE_ACTION);
    const submits: Event[] = [];
    form.addEventListener('submit', (event) => submits.push(event));
    await userEvent.type(screen.getByLabelText('E-mail'), 'staff@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(submits).toHaveLength(1);
    expect(submits[0]!.defaultPrevented).toBe(true);
  });

  it('keeps the typed values when the server refuses, and shows errors.<code>', async () => {
    const { rerenderWith } = renderPage();
    await userEvent.type(screen.getByLabelText('E-mail'), 'seller@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const error: ApiFailure = { code: 'invalidCredentials', message: 'x', status: 401, retryAfterSeconds: null };
    rerenderWith({ error });
    expect(screen.getByRole('alert')).toHaveTextContent('Email Or Password Invalid');
    expect(screen.getByLabelText('E-mail')).toHaveValue('seller@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
  });

  it('says how many minutes to wait after a 429', () => {
    renderPage({ error: { code: 'tooManyAttempts', message: 'x', status: 429, retryAfterSeconds: 150 } });
    expect(screen.getByRole('alert')).toHaveTextContent('You can try again in 3 minutes.');
  });

  it('shows the session-ended notice and links to the other sign-in page', () => {
    renderPage({ notice: 'sessionEnded', realm: 'staff' });
    expect(screen.getByTestId('session-notice')).toHaveTextContent('Your session has ended. Please sign in again.');
    expect(screen.getByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seller sign-in' })).toHaveAttribute('href', '/login');
  });
});

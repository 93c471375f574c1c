import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { TypedConfirmDialog, type TypedConfirmDialogProps } from './TypedConfirmDialog';

function mount(props: Partial<TypedConfirmDialogProps> = {}, path = '/admin/x?action=confirm') {
  const onConfirm = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <TypedConfirmDialog name="confirm" titleKey="typedConfirm.confirm" expected="Anadolu Tekstil" onConfirm={onConfirm} {...props}>
            {'3 products will be deleted'}
          </TypedConfirmDialog>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { onConfirm, router };
}

describe('TypedConfirmDialog', () => {
  it('shows the preview and the text to type; confirms only once the input matches', async () => {
    const { onConfirm } = mount();
    expect(await screen.findByTestId('typed-confirm-preview')).toHaveTextContent('3 products will be deleted');
    expect(screen.getByTestId('typed-confirm-expected')).toHaveTextContent('Anadolu Tekstil');
    const submit = screen.getByTestId('typed-confirm-submit');
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByTestId('typed-confirm-input'));
    await userEvent.paste('anadolu tekstil');
    expect(submit).toBeDisabled();
    expect(screen.getByText('This does not match yet.')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('typed-confirm-input'));
    await userEvent.paste('Anadolu Tekstil');
    expect(submit).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Anadolu Tekstil');
  });

  it('is closed while the URL does not name it', () => {
    mount({}, '/admin/x');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server refusal inside and keeps the typed text; busy blocks a second send', async () => {
    const { onConfirm } = mount({
      busy: true,
      error: { code: 'typedConfirmationMismatch', message: '', status: 422, retryAfterSeconds: null },
    });
    expect(await screen.findByTestId('error-alert')).toHaveTextContent('does not match');
    await userEvent.click(screen.getByTestId('typed-confirm-input'));
    await userEvent.paste('Anadolu Tekstil');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('typed-confirm-input')).toHaveValue('Anadolu Tekstil');
    expect(screen.getByTestId('typed-confirm-submit')).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

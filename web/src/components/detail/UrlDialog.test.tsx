import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router';
import * as yup from 'yup';
import { FormField } from '@web/components/FormField';
import type { ApiFailure } from '@web/lib/http';
import '@web/lib/i18n';
import { useUrlDialog } from '@web/lib/list-url';
import { UrlDialog } from './UrlDialog';
import { UrlFormDialog, type UrlFormDialogProps } from './UrlFormDialog';

function apiFailure(code: ApiFailure['code']): ApiFailure {
  return { code, message: '', status: 400, retryAfterSeconds: null };
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function Opener() {
  const [, open] = useUrlDialog();
  return (
    <button type="button" onClick={() => open('rename', { item: '5' })}>
      {'open'}
    </button>
  );
}

function mount(element: ReactNode, path = '/things?tab=items') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Opener />
            {element}
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return { router, search: () => router.state.location.search };
}

const dialog = () => screen.findByRole('dialog');

describe('UrlDialog', () => {
  it('is open while the URL names it; closing removes the param; Back closes it too', async () => {
    const { router, search } = mount(
      <UrlDialog name="rename" titleKey="common.search">
        {'body text'}
      </UrlDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await dialog()).toHaveTextContent('body text');
    expect(search()).toBe('?tab=items&action=rename&item=5');
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search()).toBe('?tab=items');
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await dialog();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('takes the focus in when it opens, keeps Tab inside, and gives it back to what opened it', async () => {
    mount(
      <UrlDialog name="rename" titleKey="common.search">
        {'body text'}
      </UrlDialog>,
    );
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const modal = await dialog();
    await waitFor(() => expect(modal.contains(document.activeElement)).toBe(true));
    for (let press = 0; press < 4; press += 1) {
      await userEvent.tab();
      expect(modal.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('opens straight from a shared link and ignores other dialog names', async () => {
    const { search } = mount(
      <>
        <UrlDialog name="rename" titleKey="common.search">
          {'rename body'}
        </UrlDialog>
        <UrlDialog name="remove" titleKey="common.cancel">
          {'remove body'}
        </UrlDialog>
      </>,
      '/things?action=remove&item=9',
    );
    expect(await screen.findByRole('dialog', { name: 'Cancel' })).toHaveTextContent('remove body');
    expect(screen.queryByText('rename body')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(search()).toBe(''));
  });
});

interface Values {
  email: string;
}
const schema = yup.object({ email: yup.string().required('validation.required').email('validation.emailInvalid') });

function formDialog(overrides: Partial<UrlFormDialogProps<Values>> = {}) {
  const props: UrlFormDialogProps<Values> = {
    name: 'rename',
    titleKey: 'common.search',
    initialValues: { email: '' },
    validationSchema: schema,
    onSubmit: vi.fn(),
    children: () => <FormField name="email" labelKey="profile.email" />,
    ...overrides,
  };
  return <UrlFormDialog {...props} />;
}

describe('UrlFormDialog', () => {
  it('validates with the schema in the user language before submitting', async () => {
    const onSubmit = vi.fn();
    mount(formDialog({ onSubmit }), '/things?action=rename');
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saga flow: shows submitting, keeps the server error and the values inside, closes when it succeeds', async () => {
    const onSubmit = vi.fn();
    const view = (extra: Partial<UrlFormDialogProps<Values>>) => (
      <MemoryRouter initialEntries={['/things?action=rename&item=5']}>
        <Where />
        {formDialog({ onSubmit, ...extra })}
      </MemoryRouter>
    );
    const { rerender } = render(view({}));
    await dialog();
    await userEvent.type(screen.getByLabelText('E-mail'), 'a@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'a@example.test' });
    rerender(view({ submitting: true }));
    expect(screen.getByTestId('dialog-submit')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    rerender(view({ error: apiFailure('forbidden') }));
    expect(within(await dialog()).getByRole('alert')).toHaveTextContent('You are not authorized to do this.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('a@example.test');
    expect(screen.getByTestId('dialog-submit')).toBeEnabled();
    rerender(view({ succeeded: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/things');
    expect(screen.getByTestId('where')).not.toHaveTextContent('action');
  });

  it("shows the screen's own failure text, and marks fields the server names", async () => {
    const failure = { ...apiFailure('validation'), fields: { email: 'validation.emailInvalid' } };
    render(<MemoryRouter initialEntries={['/things?action=rename']}>{formDialog({ error: failure, errorKey: 'errors.downstreamUnavailable' })}</MemoryRouter>);
    expect(within(await dialog()).getByRole('alert')).toHaveTextContent('A service the portal depends on is not answering.');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
  });

  it('promise flow: a rejection stays open with its error and values, a resolution closes', async () => {
    let attempt = 0;
    const onSubmit = vi.fn(() => (attempt++ === 0 ? Promise.reject(apiFailure('downstreamUnavailable')) : Promise.resolve()));
    const { search } = mount(formDialog({ onSubmit, initialValues: { email: 'b@example.test' } }));
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await dialog();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A service the portal depends on is not answering.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('b@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(search()).toBe('?tab=items');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});

describe('closing a dialog: one rule for every dialog', () => {
  it('closes a dialog with nothing typed on Escape, like any other', async () => {
    const { search } = mount(
      <UrlDialog name="rename" titleKey="common.search">
        {'body text'}
      </UrlDialog>,
      '/things?action=rename',
    );
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(search()).toBe(''));
    const form = mount(formDialog(), '/other?action=rename');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(form.search()).toBe(''));
  });

  it('asks before Escape, the × or Cancel lose what was typed; keeping goes on with it, discarding closes', async () => {
    const { search } = mount(formDialog(), '/things?action=rename');
    const modal = await dialog();
    await userEvent.type(within(modal).getByLabelText('E-mail'), 'typed@example.test');
    for (const leave of [
      () => userEvent.keyboard('{Escape}'),
      () => userEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0]!),
      () => userEvent.click(within(modal).getByRole('button', { name: 'Cancel' })),
    ]) {
      await leave();
      expect(await screen.findByTestId('dialog-discard')).toHaveTextContent('Close and lose what you typed?');
      await userEvent.click(screen.getByTestId('dialog-keep'));
      expect(screen.queryByTestId('dialog-discard')).not.toBeInTheDocument();
      expect(within(modal).getByLabelText('E-mail')).toHaveValue('typed@example.test');
      expect(search()).toBe('?action=rename');
    }
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByTestId('dialog-discard-confirm'));
    await waitFor(() => expect(search()).toBe(''));
  });
});

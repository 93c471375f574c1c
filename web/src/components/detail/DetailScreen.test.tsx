import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '@web/lib/i18n';
import { DetailScreen, type DetailScreenProps } from './DetailScreen';
import { FieldGrid } from './FieldGrid';

function props(overrides: Partial<DetailScreenProps> = {}): DetailScreenProps {
  return {
    titleKey: 'adminCompanies.actAsNamed',
    titleValues: { name: 'Ege Seramik' },
    status: 'ready',
    errorKey: 'errors.generic',
    onRetry: vi.fn(),
    backTo: '/list?page=2',
    tabs: [
      { id: 'basic', labelKey: 'profile.company', render: () => <p>{'basic panel'}</p> },
      { id: 'logs', labelKey: 'profile.role', count: 1204, render: () => <p>{'logs panel'}</p> },
    ],
    ...overrides,
  };
}

function mount(all: DetailScreenProps, path = '/list/7') {
  const router = createMemoryRouter([{ path: '*', element: <DetailScreen {...all} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('DetailScreen', () => {
  it('shows the title, back link, badges and actions; a disabled action says why', async () => {
    const onClick = vi.fn();
    mount(
      props({
        subtitle: 'subtitle text',
        badges: [{ id: 'state', labelKey: 'common.yes', color: 'success' }],
        actions: [
          { id: 'go', labelKey: 'common.next', onClick },
          { id: 'stop', labelKey: 'common.cancel', onClick, disabled: true, disabledReasonKey: 'errors.forbidden' },
        ],
      }),
    );
    expect(screen.getByRole('heading', { name: 'Act as seller: Ege Seramik' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/list?page=2');
    expect(screen.getByTestId('badge-state')).toHaveTextContent('Yes');
    expect(screen.getByTestId('detail-subtitle')).toHaveTextContent('subtitle text');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    const stop = screen.getByRole('button', { name: 'Cancel' });
    expect(stop).toBeDisabled();
    expect(stop).toHaveAccessibleDescription('You are not authorized to do this.');
  });

  it('keeps the tab in the URL: the first is the default, Back returns to it', async () => {
    const router = mount(props());
    expect(screen.getByRole('tab', { name: 'Company' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('basic panel');
    expect(screen.getByRole('tab', { name: /Role/ })).toHaveTextContent('1,204');
    await userEvent.click(screen.getByRole('tab', { name: /Role/ }));
    expect(router.state.location.search).toBe('?tab=logs');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('logs panel');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('basic panel');
  });

  it('opens on the tab the URL names', () => {
    mount(props(), '/list/7?tab=logs');
    expect(screen.getByRole('tab', { name: /Role/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('has loading, not found and error states; error retries', async () => {
    const onRetry = vi.fn();
    const first = createMemoryRouter([{ path: '*', element: <DetailScreen {...props({ status: 'loading' })} /> }]);
    const { unmount } = render(<RouterProvider router={first} />);
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    const second = mount(props({ status: 'notFound' }));
    expect(screen.getByTestId('detail-not-found')).toHaveTextContent('No data was found.');
    expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument();
    expect(second.state.location.pathname).toBe('/list/7');
    render(
      <RouterProvider
        router={createMemoryRouter([
          { path: '*', element: <DetailScreen {...props({ status: 'error', errorKey: 'errors.downstreamUnavailable', onRetry })} /> },
        ])}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('A service the portal depends on is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});

describe('FieldGrid', () => {
  it("shows labels with values and '—' for empty ones", () => {
    render(
      <FieldGrid
        fields={[
          { id: 'name', labelKey: 'profile.firstName', value: 'Ayşe' },
          { id: 'mail', labelKey: 'profile.email', value: null },
          { id: 'company', labelKey: 'profile.company', value: '' },
          { id: 'zero', labelKey: 'profile.companyId', value: 0 },
        ]}
      />,
    );
    expect(screen.getByTestId('field-name')).toHaveTextContent('First nameAyşe');
    expect(screen.getByTestId('field-mail')).toHaveTextContent('E-mail—');
    expect(screen.getByTestId('field-company')).toHaveTextContent('Company—');
    expect(screen.getByTestId('field-zero')).toHaveTextContent('Company ID0');
    expect(screen.getAllByRole('term')).toHaveLength(4);
  });
});

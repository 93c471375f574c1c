import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ApiSettingsData } from '../api-settings.resources';
import { ApiSettingsPage, type ApiSettingsPageProps } from './ApiSettingsPage';

const KEY = 'tzg_0123456789abcdefghijABCDEFGHIJ-_klmnopqrs';
const DATA: ApiSettingsData = {
  items: [{ id: 1_001_001, name: 'ERP entegrasyonu', prefix: 'tzg_Ab12Cd34', createdAt: '2026-07-01T09:00:00.000Z', lastUsedAt: null }],
  baseUrl: 'http://127.0.0.1:4100/seller-api/v1',
};
const ready = (data: ApiSettingsData = DATA): DetailState<ApiSettingsData> => ({ status: 'ready', id: 0, data, error: null, command: null });
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(url: string, props: Partial<ApiSettingsPageProps> = {}) {
  const handlers = { onCommand: vi.fn(), onOpenDialog: vi.fn(), onForgetCreatedKey: vi.fn(), onCopy: vi.fn(() => Promise.resolve()) };
  render(
    <MemoryRouter initialEntries={[url]}>
      <ApiSettingsPage state={ready()} canManage commandOf={() => idle} onRetry={vi.fn()} {...handlers} {...props} />
    </MemoryRouter>,
  );
  return handlers;
}

describe('ApiSettingsPage', () => {
  it('creates a key with a trimmed name, which is required', async () => {
    const { onCommand } = renderAt('/api-settings?action=create');
    const dialog = within(await screen.findByTestId('dialog-create'));
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('validation.apiKeyNameRequired'))).toBeInTheDocument());
    fireEvent.change(dialog.getByLabelText(i18n.t('apiSettings.fields.name')), { target: { value: '  Depo robotu ' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('create', { name: 'Depo robotu' }));
  });

  it('says nothing about the name until something is typed or the form is sent, though the dialog takes the focus as it opens', async () => {
    renderAt('/api-settings?action=create');
    const modal = await screen.findByTestId('dialog-create');
    // The modal's focus trap takes the focus from the name field once its opening transition ends.
    await waitFor(() => expect(modal).toHaveFocus());
    expect(within(modal).queryByText(i18n.t('validation.apiKeyNameRequired'))).toBeNull();
    expect(within(modal).getByLabelText(i18n.t('apiSettings.fields.name'))).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows a new key once, copies it, and forgets it when closed', async () => {
    const { onCopy, onForgetCreatedKey } = renderAt('/api-settings', { state: ready({ ...DATA, created: { id: 1_001_003, name: 'Depo robotu', key: KEY } }) });
    const dialog = within(screen.getByTestId('created-key-dialog'));
    expect(dialog.getByTestId('created-key')).toHaveValue(KEY);
    expect(dialog.getByTestId('created-key-warning')).toHaveTextContent(i18n.t('apiSettings.created.warning'));
    fireEvent.click(dialog.getByTestId('created-key-copy'));
    expect(onCopy).toHaveBeenCalledWith(KEY);
    await waitFor(() => expect(dialog.getByTestId('created-key-copy-state')).toHaveTextContent(i18n.t('apiSettings.copy.done')));
    fireEvent.click(dialog.getByTestId('created-key-close'));
    expect(onForgetCreatedKey).toHaveBeenCalledOnce();
  });

  it('is read-only while an admin acts as the seller: no create, no delete, and a line saying why', () => {
    renderAt('/api-settings?action=create', { canManage: false });
    expect(screen.getByTestId('api-keys-read-only')).toHaveTextContent(i18n.t('apiSettings.readOnly'));
    expect(screen.queryByTestId('action-create')).toBeNull();
    expect(screen.queryByTestId('delete-1001001')).toBeNull();
    expect(screen.queryByTestId('dialog-create')).toBeNull();
    expect(screen.getByTestId('data-row')).toHaveTextContent('ERP entegrasyonu');
  });

  it('shows the seller API address and a curl line with the header, or says it is not configured', () => {
    renderAt('/api-settings');
    expect(screen.getByTestId('seller-api-base-url')).toHaveTextContent(DATA.baseUrl!);
    expect(screen.getByTestId('seller-api-limits')).toHaveTextContent('60 calls a minute');
    expect(screen.getByTestId('seller-api-curl')).toHaveTextContent(
      `curl -H "Authorization: Bearer <your-api-key>" "${DATA.baseUrl}/orders?page=1&pageSize=20"`,
    );
  });
});

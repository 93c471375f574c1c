import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HardDeletePreview } from '@contract/admin-hard-delete/hard-delete.types';
import { openTransaction } from '@contract/transactions/open-transaction';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { renderViewAt } from '@web/test/render-view';
import type { UserInfo } from '@contract/api/session';
import { AdminHardDeleteView } from './AdminHardDeleteView';

const ADMIN = { userRole: 'admin', companyId: null } as UserInfo;

const PREVIEW: HardDeletePreview = {
  companyId: 1022,
  companyName: 'Desert Rose Mobilya',
  scope: 'products',
  counts: { products: 2, variants: 5, images: 7, listings: 9 },
  sample: [{ productId: 11, productName: 'Oak table', variantId: 101, sku: 'OAK-1', deleted: false, images: 2, listings: 3 }],
  unknown: [],
  confirmation: '2',
};
const opened = openTransaction({ id: 'tx-hd', companyId: 1022, method: 'hardDelete', createdBy: 'usr-admin', date: '2026-01-15T09:00:00.000Z' });

describe('AdminHardDeleteView', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('previews the URL’s target, sends the typed confirmation, then follows the job to its result', async () => {
    api = fakeApi({
      'GET /api/admin/hard-delete/preview': { data: PREVIEW },
      'POST /api/admin/hard-delete': { status: 202, data: opened },
      'GET /api/admin/hard-delete/jobs/tx-hd': { data: { ...opened, status: 'done', rows: 2 } },
    });
    renderViewAt('/admin/hard-delete?companyId=1022&scope=products&targets=11,12', <AdminHardDeleteView />, { user: ADMIN, runSagas: true });
    expect(await screen.findByTestId('hard-delete-company')).toHaveTextContent('Desert Rose Mobilya');
    expect(api.calls.find((call) => call.url === '/api/admin/hard-delete/preview')?.params).toEqual({ companyId: '1022', scope: 'products', targets: '11,12' });
    await userEvent.click(screen.getByTestId('hard-delete-open-confirm'));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), '2');
    await userEvent.click(dialog.getByTestId('typed-confirm-submit'));
    expect(await screen.findByTestId('hard-delete-result')).toHaveTextContent('2 products were deleted for good.');
    const sent = api.calls.find((call) => call.method === 'post');
    expect(JSON.parse(String(sent?.data))).toEqual({ companyId: 1022, scope: 'products', targets: ['11', '12'], confirmation: '2' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks nothing until a company is chosen', async () => {
    api = fakeApi({});
    renderViewAt('/admin/hard-delete?scope=catalog', <AdminHardDeleteView />, { user: ADMIN, runSagas: true });
    expect(await screen.findByTestId('hard-delete-idle')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url?.startsWith('/api/admin/hard-delete'))).toEqual([]);
  });
});

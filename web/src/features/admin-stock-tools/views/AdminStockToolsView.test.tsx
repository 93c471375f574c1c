import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockPreview } from '@contract/admin-stock-tools/stock-tools.types';
import { openTransaction } from '@contract/transactions/open-transaction';
import { fakeApi, type FakeApi } from '@web/test/fake-api';
import { renderViewAt } from '@web/test/render-view';
import type { UserInfo } from '@contract/api/session';
import { AdminStockToolsView } from './AdminStockToolsView';

const ADMIN = { userRole: 'admin', companyId: null } as UserInfo;

const PREVIEW: StockPreview = {
  companyId: 1005,
  companyName: 'Nile Crafts',
  scopes: [
    { scope: 'all', variants: 3, inStock: 2, units: 30, alsoElsewhere: 0, sample: [{ variantId: 7, sku: 'NC-1', productName: 'Vase', stock: 20 }] },
    { scope: 'noon-eg', variants: 3, inStock: 2, units: 30, alsoElsewhere: 2, sample: [{ variantId: 7, sku: 'NC-1', productName: 'Vase', stock: 20 }] },
  ],
  confirmation: 'Nile Crafts',
};
const ZEROED: StockPreview = { ...PREVIEW, scopes: PREVIEW.scopes.map((scope) => ({ ...scope, inStock: 0, units: 0, alsoElsewhere: 0, sample: [] })) };
const done = {
  ...openTransaction({ id: 'tx-z', companyId: 1005, method: 'stockZero', createdBy: 'usr-admin', date: '2026-01-15T09:00:00.000Z' }),
  status: 'done',
  rows: 2,
};

describe('AdminStockToolsView', () => {
  let api: FakeApi;
  afterEach(() => api.restore());

  it('previews the URL’s company, zeroes a marketplace once its name is typed, then shows the stock as it stands', async () => {
    let zeroed = false;
    api = fakeApi({
      'GET /api/admin/stock-tools/companies/1005/preview': () => ({ data: zeroed ? ZEROED : PREVIEW }),
      'POST /api/admin/stock-tools/companies/1005/zero': () => {
        zeroed = true;
        return { data: done };
      },
    });
    renderViewAt('/admin/stock-tools?companyId=1005', <AdminStockToolsView />, { user: ADMIN, runSagas: true });
    expect(await screen.findByTestId('stock-tools-company')).toHaveTextContent('Nile Crafts');
    await userEvent.click(screen.getByTestId('stock-zero-noon-eg'));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByTestId('typed-confirm-input'), 'Nile Crafts');
    await userEvent.click(dialog.getByTestId('typed-confirm-submit'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('stock-units-noon-eg')).toHaveTextContent('0');
    const sent = api.calls.find((call) => call.method === 'post');
    expect(JSON.parse(String(sent?.data))).toEqual({ scope: 'noon-eg', confirmation: 'Nile Crafts' });
  });

  it('asks nothing until a company is chosen', async () => {
    api = fakeApi({});
    renderViewAt('/admin/stock-tools', <AdminStockToolsView />, { user: ADMIN, runSagas: true });
    expect(await screen.findByTestId('stock-tools-idle')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.url?.startsWith('/api/admin/stock-tools'))).toEqual([]);
  });
});

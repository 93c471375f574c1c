import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AdminCrossHealthAnswer } from '@contract/admin-crossing/category-cross.api';
import { parseAdminCrossQuery, parseAdminCrossRowKey, type AdminCategoryCrossRow } from '@contract/admin-crossing/category-cross.query';
import '@web/lib/i18n';
import { AdminCategoryCrossPage, type AdminCategoryCrossPageProps } from './AdminCategoryCrossPage';

const IDLE = { submitting: false, error: null, succeeded: false };
const path = { en: "Fashion > Women's Clothing > Tops > T-Shirts", tr: 'Moda > Kadın Giyim > Üst Giyim > Tişört' };
const base = { categoryId: 104, path, categoryStatus: 'active', attributeCount: 11, date: null, products: 8 } as const;
const ROWS: AdminCategoryCrossRow[] = [
  {
    ...base,
    marketplace: 'hepsiburada',
    status: 'crossed',
    remoteCategoryId: '60001768',
    remoteCategoryName: 'Tişört',
    syncMode: 'once',
    date: '2025-07-28T06:20:26.966Z',
    attributesCrossed: 10,
    missingMandatory: [{ remoteAttributeId: 'size', remoteAttributeName: 'Beden' }],
  },
  {
    ...base,
    marketplace: 'trendyol',
    status: null,
    remoteCategoryId: null,
    remoteCategoryName: null,
    syncMode: null,
    attributesCrossed: 0,
    missingMandatory: [],
  },
];
const HEALTH: AdminCrossHealthAnswer = {
  items: [{ marketplace: 'hepsiburada', leaves: 185, crossed: 151, uncrossed: 16, never: 18, forever: 50, missingMandatory: 67 }],
  company: [
    {
      marketplace: 'hepsiburada',
      categoriesUsed: 10,
      categoriesCrossed: 9,
      productsCovered: 45,
      productsTotal: 60,
      uncrossed: [],
      missingMandatory: [],
    },
  ],
};

function renderAt(url: string) {
  const params = new URL(url, 'http://x').searchParams;
  const props: AdminCategoryCrossPageProps = {
    query: parseAdminCrossQuery(Object.fromEntries(params)),
    state: {
      status: 'ready',
      query: null,
      page: { items: ROWS, total: 2, page: 1, pageSize: 25, tabCounts: { all: 2, crossed: 1, uncrossed: 0, never: 1 } },
      error: null,
    },
    health: { status: 'ready', id: 1001, data: HEALTH, error: null, command: null },
    target: parseAdminCrossRowKey(params.get('row')),
    crossCommand: IDLE,
    uncrossCommand: IDLE,
    busy: false,
    syncError: null,
    found: { status: 'ready', query: null, page: { items: [], total: 0, page: 1, pageSize: 10, tabCounts: { all: 0 } }, error: null },
    onSearch: vi.fn(),
    onOpen: vi.fn(),
    onSync: vi.fn(),
    onCross: vi.fn(),
    onUncross: vi.fn(),
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onHealthRetry: vi.fn(),
    onExport: vi.fn(),
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <AdminCategoryCrossPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminCategoryCrossPage', () => {
  it('shows the tree’s and the company’s health, and each row’s state with its actions', async () => {
    const props = renderAt('/admin/category-cross?companyId=1001');
    expect(screen.getByTestId('tree-percent-hepsiburada')).toHaveTextContent('81% crossed');
    expect(screen.getByTestId('company-percent-hepsiburada')).toHaveTextContent('75% of products');
    expect(screen.getAllByTestId('cross-status-104-trendyol')[0]).toHaveTextContent('Not crossed');
    expect(screen.queryByTestId('uncross-104-trendyol')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByTestId('cross-104-trendyol')[0]!);
    expect(props.onOpen).toHaveBeenCalledWith('crossCategory', ROWS[1]);
    await userEvent.click(within(screen.getAllByTestId('sync-104-hepsiburada')[0]!.parentElement!).getByRole('checkbox'));
    expect(props.onSync).toHaveBeenCalledWith(ROWS[0], 'forever');
  });

  it('offers the crossings on screen as an export', async () => {
    const props = renderAt('/admin/category-cross');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(props.onExport).toHaveBeenCalledTimes(1);
  });

  it('confirms an uncross addressed by the URL, naming the category and the marketplace', async () => {
    const props = renderAt('/admin/category-cross?action=uncrossCategory&row=104-hepsiburada');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('T-Shirts');
    expect(dialog).toHaveTextContent('Hepsiburada');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(props.onUncross).toHaveBeenCalledWith({ categoryId: 104, marketplace: 'hepsiburada' });
  });

  it('keeps the cross dialog open with the field’s reason until their category is picked', async () => {
    const props = renderAt('/admin/category-cross?action=crossCategory&row=104-trendyol');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please pick');
    expect(props.onCross).not.toHaveBeenCalled();
  });
});

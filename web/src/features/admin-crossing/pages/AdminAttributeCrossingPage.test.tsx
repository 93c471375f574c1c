import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { parseAdminAttributeCrossQuery, type AdminAttributeCrossRow } from '@contract/admin-crossing/attribute-crossing.query';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import '@web/lib/i18n';
import { AdminAttributeCrossingPage, type AdminAttributeCrossingPageProps } from './AdminAttributeCrossingPage';

const path = { en: "Fashion > Women's Clothing > Tops > T-Shirts", tr: 'Moda > Kadın Giyim > Üst Giyim > Tişört' };
const COLOUR: AdminAttributeCrossRow = {
  categoryId: 104,
  path,
  marketplace: 'hepsiburada',
  remoteCategoryName: 'Tişört',
  syncMode: 'forever',
  attributeId: 1,
  attributeName: { en: 'Colour', tr: 'Renk' },
  type: 'list',
  mandatory: true,
  status: 'crossed',
  remoteAttributeId: 'colour',
  remoteAttributeName: 'Renk',
  theirMandatory: true,
  valuesCrossed: 6,
  valuesAuto: 2,
  valueCount: 8,
  products: null,
};
const colourView: CategoryCrossAnswer['marketplaces'][number]['attributes'][number]['attribute'] = {
  id: 1,
  name: COLOUR.attributeName,
  remoteId: null,
  status: 'active',
  type: 'list',
  values: [],
  old: false,
  mandatory: true,
};
const CROSS: CategoryCrossAnswer = {
  category: { id: 104, name: 'T-Shirts', path, status: 'active', isLeaf: true },
  marketplaces: [
    {
      marketplace: 'hepsiburada',
      crossing: {
        remoteCategoryId: '600',
        remoteCategoryName: 'Tişört',
        remoteCategory: null,
        status: 'crossed',
        syncMode: 'forever',
        date: '2025-07-28T06:20:26.966Z',
      },
      attributes: [
        {
          attribute: colourView,
          crossing: { attributeId: 1, remoteAttributeId: 'colour', remoteAttributeName: 'Renk', status: 'crossed', date: '', values: [] },
        },
      ],
      theirAttributes: [],
      missingMandatory: [],
    },
  ],
};

function renderWith(overrides: Partial<AdminAttributeCrossingPageProps>) {
  const props: AdminAttributeCrossingPageProps = {
    query: parseAdminAttributeCrossQuery({}),
    state: {
      status: 'ready',
      query: null,
      page: { items: [COLOUR], total: 1, page: 1, pageSize: 25, tabCounts: { all: 1, crossed: 1, uncrossed: 0, never: 0 } },
      error: null,
    },
    health: { status: 'loading', id: 0, data: null, error: null, command: null },
    pane: null,
    onOpen: vi.fn(),
    onClose: vi.fn(),
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onHealthRetry: vi.fn(),
    ...overrides,
  };
  render(
    <MemoryRouter initialEntries={['/admin/attribute-crossing/']}>
      <AdminAttributeCrossingPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminAttributeCrossingPage', () => {
  it('shows each attribute’s crossing, mandatory on either side, values crossed and auto-crossed, and opens its category', async () => {
    const props = renderWith({});
    const row = screen.getAllByTestId('data-row')[0]!;
    expect(row).toHaveTextContent('Colour');
    expect(row).toHaveTextContent('Mandatory there');
    expect(row).toHaveTextContent('6 of 8 (2 by auto crossing)');
    await userEvent.click(within(row).getByTestId('open-104-hepsiburada-1'));
    expect(props.onOpen).toHaveBeenCalledWith(COLOUR);
  });

  it('shows the open category as the seller-side cross page does, with staff actions, and closes it', async () => {
    const commandOf = () => ({ submitting: false, error: null, succeeded: false });
    const actions = { canManage: true, commandOf, onCross: vi.fn(), onUncross: vi.fn(), onOpenDialog: vi.fn(), onShowValues: vi.fn() };
    const found = { status: 'idle', query: null, page: null, error: null } as const;
    const pane = {
      state: { status: 'ready', id: 104, data: CROSS, error: null, command: null },
      marketplace: 'hepsiburada',
      attributeId: null,
      valueId: null,
      actions,
      found,
      onSearch: vi.fn(),
    } as const;
    const props = renderWith({ pane });
    const panel = screen.getByTestId('crossing-pane');
    expect(within(panel).getByTestId('category-cross-status')).toHaveTextContent('Crossed');
    await userEvent.click(within(panel).getByTestId('uncross-attribute-1'));
    expect(actions.onOpenDialog).toHaveBeenCalledWith('uncrossAttribute', { attribute: '1' });
    await userEvent.click(within(panel).getByTestId('crossing-pane-close'));
    expect(props.onClose).toHaveBeenCalled();
  });
});

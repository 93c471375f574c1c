import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import { parseAttributeQuery, type AttributeRow } from '@contract/admin-taxonomy/admin-attribute.query';
import '@web/lib/i18n';
import { AdminAttributesPage, type AdminAttributesPageProps } from './AdminAttributesPage';

const IDLE = { submitting: false, error: null, succeeded: false };
const row: AttributeRow = {
  id: 7,
  name: { en: 'Colour', tr: 'Renk' },
  remoteId: 'COL',
  status: 'active',
  type: 'list',
  old: false,
  valueCount: 1,
  categoryCount: 4,
  mandatoryCount: 2,
};
const detail: AttributeDetail = { ...row, values: [{ id: 70, name: { en: 'Black', tr: 'Siyah' } }] };

function renderAt(search: string) {
  const params = new URLSearchParams(search);
  const props: AdminAttributesPageProps = {
    query: parseAttributeQuery({}),
    list: { status: 'ready', query: null, page: { items: [row], total: 1, page: 1, pageSize: 25, tabCounts: { all: 1, active: 1, inactive: 0 } }, error: null },
    edited: row,
    detail,
    valueId: Number(params.get('value')) || null,
    commandOf: () => IDLE,
    onQueryChange: vi.fn(),
    onFiltersApply: vi.fn(),
    onFiltersReset: vi.fn(),
    onRetry: vi.fn(),
    onOpenDialog: vi.fn(),
    onCommand: vi.fn(),
    onStatus: vi.fn(),
  };
  render(
    <MemoryRouter initialEntries={[`/admin/attributes${search}`]}>
      <AdminAttributesPage {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('AdminAttributesPage', () => {
  it('lists the values of an attribute and adds one with its names in both languages', async () => {
    const props = renderAt('?action=values&item=7');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByTestId('value-row')[0]).toHaveTextContent('Siyah');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(props.onCommand).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Name (English)'), 'White');
    await userEvent.type(within(dialog).getByLabelText('Name (Turkish)'), 'Beyaz');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(props.onCommand).toHaveBeenCalledWith('addValue', { name: 'White', nameTr: 'Beyaz' });
    await userEvent.click(within(dialog).getByTestId('edit-value-70'));
    expect(props.onOpenDialog).toHaveBeenCalledWith('editValue', 7, 70);
  });

  it('deactivates from the row with the attribute as it is', async () => {
    const props = renderAt('');
    await userEvent.click(screen.getAllByTestId('status-7')[0]!);
    expect(props.onStatus).toHaveBeenCalledWith(row, { name: 'Colour', nameTr: 'Renk', remoteId: 'COL', type: 'list', status: 'inactive' });
  });
});

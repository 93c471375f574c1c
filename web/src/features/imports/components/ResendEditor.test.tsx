import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ImportRowError } from '@contract/imports/import.types';
import '@web/lib/i18n';
import { ResendEditor } from './ResendEditor';

const refused = (row: number, cells: Record<string, string>, code: string, column: string): ImportRowError => ({
  transactionId: 't1',
  kind: 'stockPrice',
  row,
  sku: cells.SKU ?? null,
  productId: null,
  productName: null,
  companyId: 1001,
  syncSku: null,
  reasons: [{ code, column }],
  date: '2026-11-27T00:00:00.000Z',
  cells,
});

const rows = [
  refused(2, { SKU: 'KT-1', Price: 'abc', 'Retail Price': '12', Stock: '3' }, 'validation.number', 'Price'),
  refused(3, { SKU: 'KT-2', Price: '20', 'Retail Price': '10', Stock: '1' }, 'validation.retailBelowPrice', 'Retail Price'),
  refused(4, { SKU: 'KT-3', Price: '5', 'Retail Price': '6', Stock: '-2' }, 'validation.notNegative', 'Stock'),
];

function renderEditor(sending = false) {
  const onSend = vi.fn();
  render(
    <MemoryRouter>
      <ResendEditor rows={rows} sending={sending} error={null} onSend={onSend} onClose={vi.fn()} />
    </MemoryRouter>,
  );
  return onSend;
}

const rowOf = (at: number) => screen.getAllByTestId('data-row')[at]!;

describe('ResendEditor', () => {
  it('fills each refused row from its cells beside its reasons, and sends only the rows changed', async () => {
    const onSend = renderEditor();
    expect(within(rowOf(0)).getByTestId('edit-price')).toHaveValue('abc');
    expect(rowOf(1)).toHaveTextContent('Retail Price: Retail price must be equal to or greater than price.');
    expect(screen.getByTestId('resend-send')).toBeDisabled();

    const price = within(rowOf(0)).getByTestId('edit-price');
    await userEvent.clear(price);
    await userEvent.type(price, '10');
    const stock = within(rowOf(2)).getByTestId('edit-stock');
    await userEvent.clear(stock);
    await userEvent.type(stock, '4');
    expect(screen.getByTestId('resend-send')).toHaveTextContent('Resend 2 rows');
    await userEvent.click(screen.getByTestId('resend-send'));
    expect(onSend).toHaveBeenCalledWith({
      header: ['SKU', 'Price', 'Retail Price', 'Stock'],
      rows: [
        ['KT-1', '10', '12', '3'],
        ['KT-3', '5', '6', '4'],
      ],
    });
  });

  it("shows the import's own reason for a value still wrong and waits until it is fixed", async () => {
    renderEditor();
    const retail = within(rowOf(1)).getByTestId('edit-retailPrice');
    await userEvent.clear(retail);
    await userEvent.type(retail, '15');
    expect(within(rowOf(1)).getByTestId('edit-problem-retailPrice')).toBeVisible();
    expect(screen.getByTestId('resend-send')).toBeDisabled();
    await userEvent.clear(retail);
    await userEvent.type(retail, '25');
    expect(within(rowOf(1)).queryByTestId('edit-problem-retailPrice')).toBeNull();
    expect(screen.getByTestId('resend-send')).toBeEnabled();
  });

  it('says it is sending and holds the inputs', () => {
    renderEditor(true);
    expect(screen.getByTestId('resend-send')).toHaveTextContent('Sending…');
    expect(within(rowOf(0)).getByTestId('edit-price')).toBeDisabled();
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import { changeLanguage } from '@web/lib/i18n';
import { resendControl } from '../pages/test-screen';
import { listOf } from '../test-samples';
import { ResendEditor } from './ResendEditor';

const refused = (row: number, cells: Record<string, string>, code: string, column: string, kind: ImportKind = 'stockPrice'): ImportRowError => ({
  transactionId: 't1',
  kind,
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

const pagesOf = (shown: ImportRowError[], page = 1, total = shown.length) => ({
  ...resendControl(shown, true).pages,
  page,
  rows: { ...listOf(shown), page: { items: shown, total, page, pageSize: 25, tabCounts: {} } },
});

const editorOf = (kind: ImportKind, pages: ReturnType<typeof pagesOf>, onSend: () => void, sending = false) => (
  <MemoryRouter>
    <ResendEditor kind={kind} pages={pages} sending={sending} error={null} onSend={onSend} />
  </MemoryRouter>
);

function renderEditor(sending = false, kind: ImportKind = 'stockPrice', shown = rows) {
  const onSend = vi.fn();
  render(editorOf(kind, pagesOf(shown), onSend, sending));
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

  it("fills the reason's values into its text under the cell, in the reader's language", async () => {
    renderEditor();
    const price = within(rowOf(0)).getByTestId('edit-price');
    await userEvent.clear(price);
    await userEvent.type(price, '2,000');
    expect(within(rowOf(0)).getByTestId('edit-problem-price')).toHaveTextContent(
      '"2,000" could be read as 2000 or as 2 (2 with a decimal comma). Please write the number without a thousands separator.',
    );
    await act(() => changeLanguage('tr'));
    await userEvent.clear(price);
    await userEvent.type(price, '20000000');
    expect(within(rowOf(0)).getByTestId('edit-problem-price')).toHaveTextContent('Bu değer çok büyük: en fazla 10.000.000 olabilir.');
    await act(() => changeLanguage('en'));
  });

  it('makes a SKU input wide enough to read the whole SKU', () => {
    renderEditor(false, 'stockPrice', [
      refused(2, { SKU: 'KT-TSHIRT-ORGANIC-BLACK-XXL', Price: 'abc', 'Retail Price': '12', Stock: '3' }, 'validation.number', 'Price'),
    ]);
    const width = within(rowOf(0)).getByTestId('edit-sku').parentElement?.style.minWidth ?? '';
    expect(width).toMatch(/ch$/);
    expect(Number.parseFloat(width)).toBeGreaterThanOrEqual('KT-TSHIRT-ORGANIC-BLACK-XXL'.length);
  });

  it('says it is sending and holds the inputs', () => {
    renderEditor(true);
    expect(screen.getByTestId('resend-send')).toHaveTextContent('Sending…');
    expect(within(rowOf(0)).getByTestId('edit-price')).toBeDisabled();
  });

  it('edits refused fulfillment-day rows with their own columns and reader', async () => {
    const onSend = renderEditor(false, 'fulfillmentDay', [
      refused(2, { SKU: 'KT-1', 'Fulfillment Day': '0' }, 'validation.atLeastOne', 'Fulfillment Day', 'fulfillmentDay'),
    ]);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Row', 'SKU', 'Fulfillment Day', 'Reasons']);
    expect(within(rowOf(0)).queryByTestId('edit-price')).toBeNull();
    const day = within(rowOf(0)).getByTestId('edit-fulfillmentDay');
    await userEvent.clear(day);
    await userEvent.type(day, 'x');
    expect(within(rowOf(0)).getByTestId('edit-problem-fulfillmentDay')).toBeVisible();
    await userEvent.clear(day);
    await userEvent.type(day, '3');
    await userEvent.click(screen.getByTestId('resend-send'));
    expect(onSend).toHaveBeenCalledWith({ header: ['SKU', 'Fulfillment Day'], rows: [['KT-1', '3']] });
  });

  it("edits refused product/variant rows, their category's attribute columns included", async () => {
    const cells = {
      'Product Name': 'Tişört',
      SKU: 'TS-1',
      'Image URL(s) (comma separated)': 'nota url',
      Colour: 'Black',
    };
    const onSend = renderEditor(false, 'productVariant', [refused(5, cells, 'imports.reasons.imageUrl', 'Image URL(s) (comma separated)', 'productVariant')]);
    expect(screen.getAllByRole('columnheader').at(-2)).toHaveTextContent('Colour');
    expect(within(rowOf(0)).getByTestId('edit-productName')).toHaveValue('Tişört');
    const colour = within(rowOf(0)).getByTestId('edit-attribute:Colour');
    expect(colour).toHaveAttribute('inputmode', 'text');
    await userEvent.clear(colour);
    await userEvent.type(colour, 'Navy');
    await userEvent.click(screen.getByTestId('resend-send'));
    expect(screen.getByTestId('resend-problems')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the changes of one page while another is shown, and sends them all in sheet order', async () => {
    const onSend = vi.fn();
    const [first, second, third] = rows;
    const pages = pagesOf([third!], 1, 28);
    const { rerender } = render(editorOf('stockPrice', pages, onSend));
    expect(screen.getByTestId('page-range')).toHaveTextContent('28');
    await userEvent.click(screen.getByTestId('page-next'));
    expect(pages.onPageChange).toHaveBeenCalledWith(2);
    const stock = within(rowOf(0)).getByTestId('edit-stock');
    await userEvent.clear(stock);
    await userEvent.type(stock, '4');
    rerender(editorOf('stockPrice', pagesOf([first!, second!], 2, 28), onSend));
    expect(screen.getByTestId('resend-count')).toHaveTextContent('1 row changed');
    const price = within(rowOf(0)).getByTestId('edit-price');
    await userEvent.clear(price);
    await userEvent.type(price, '10');
    await userEvent.click(screen.getByTestId('resend-send'));
    expect(onSend).toHaveBeenCalledWith({
      header: ['SKU', 'Price', 'Retail Price', 'Stock'],
      rows: [
        ['KT-1', '10', '12', '3'],
        ['KT-3', '5', '6', '4'],
      ],
    });
  });
});

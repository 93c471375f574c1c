import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import type { Order, OrderItem } from '@contract/orders/order.types';
import type { CommandView } from '@web/lib/resources/command-view';
import { OrderDialogs } from './OrderDialogs';

const item = (id: number, status: OrderItem['status'], packageId: number | null = null): OrderItem => ({
  id,
  sku: `SKU-${id}`,
  name: `Item ${id}`,
  image: null,
  quantity: 1,
  deci: 1,
  weightGrams: 100,
  dueDate: '2026-11-25T00:00:00.000Z',
  price: 100,
  status,
  cancelledQuantity: status === 'cancelled' ? 1 : 0,
  refundedQuantity: 0,
  subjectToPenalty: false,
  packageId,
  cancellation: null,
});
const detail = (items: OrderItem[]): OrderDetailAnswer => ({
  order: { id: 9, salesChannel: 'hepsiburada', items, invoice: null, currency: 'TRY' } as Order,
  packages: [],
  locks: [],
  turkeyCap: null,
});
const idle: CommandView = { submitting: false, error: null, succeeded: false };

function open(answer: OrderDetailAnswer, action: string, onCommand = vi.fn(), commandOf: () => CommandView = () => idle) {
  render(
    <MemoryRouter initialEntries={[`/orders/9?action=${action}`]}>
      <OrderDialogs detail={answer} userType="seller" canDelete={false} cancelItemId={null} commandOf={commandOf} onCommand={onCommand} />
    </MemoryRouter>,
  );
  return { onCommand, dialog: screen.getByTestId(`dialog-${action}`) };
}

describe('order dialogs', () => {
  it('asks for a reason before cancelling, then sends the items and the reason', async () => {
    const { dialog, onCommand } = open(detail([item(1, 'open'), item(2, 'cancelled'), item(3, 'packaged', 77)]), 'cancel');
    expect(within(dialog).getByTestId('cancel-why-2')).toHaveTextContent('This item is already cancelled.');
    expect(within(dialog).getByLabelText('SKU-2 · Item 2 × 1')).toBeDisabled();
    await userEvent.click(within(dialog).getByLabelText('SKU-3 · Item 3 × 1'));
    expect(within(dialog).getByTestId('cancel-package-warning')).toHaveTextContent('77');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByText('Please select a cancellation reason.')).toBeInTheDocument();
    expect(onCommand).not.toHaveBeenCalled();
    await userEvent.selectOptions(within(dialog).getByLabelText('Cancellation reason'), 'sourcingDelay');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(onCommand).toHaveBeenCalledWith('cancel', { itemIds: [3], reason: 'sourcingDelay' });
  });

  it('refuses an order with shipped items before any click, in the spec words', async () => {
    const { dialog, onCommand } = open(detail([item(1, 'open'), item(2, 'shipped')]), 'cancel');
    expect(within(dialog).getByTestId('cancel-refusal')).toHaveTextContent('You cannot cancel this order because it has one or more shipped items.');
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(onCommand).not.toHaveBeenCalled();
  });

  it('keeps the server refusal inside the dialog', () => {
    const refused: CommandView = {
      submitting: false,
      succeeded: false,
      error: { code: 'itemAlreadyCancelled', message: '', status: 409, retryAfterSeconds: null },
    };
    const { dialog } = open(detail([item(1, 'open')]), 'cancel', vi.fn(), () => refused);
    expect(within(dialog).getByTestId('error-alert')).toHaveTextContent('This item is already cancelled.');
  });

  it('takes only a PDF invoice, and keeps what was typed', async () => {
    const { dialog, onCommand } = open(detail([item(1, 'packaged', 5)]), 'invoice');
    await userEvent.type(within(dialog).getByLabelText('Invoice number'), 'INV-7');
    await userEvent.upload(within(dialog).getByLabelText('Invoice file (PDF)'), new File(['x'], 'invoice.png', { type: 'image/png' }), { applyAccept: false });
    await userEvent.click(within(dialog).getByTestId('dialog-submit'));
    expect(within(dialog).getByTestId('invoice-file-error')).toHaveTextContent('Please select a PDF file.');
    expect(within(dialog).getByLabelText('Invoice number')).toHaveValue('INV-7');
    expect(onCommand).not.toHaveBeenCalled();
  });
});

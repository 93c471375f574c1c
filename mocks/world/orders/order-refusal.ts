/** The order and package rules' refusal codes (contract/orders, contract/packages) as the world answers them. */
import type { OrderRefusal } from '@contract/orders/order.rules';
import type { PackageRefusal } from '@contract/packages/package.rules';
import { refusal, type Refusal } from '../refusal';

/** Selecting no item, or one of another order, is bad input: the items field's problem. */
export function orderRefusal(code: OrderRefusal | PackageRefusal): Refusal {
  if (code === 'noItemsSelected' || code === 'itemNotInOrder') return refusal('validation', { itemIds: 'validation.selectItems' });
  return refusal(code);
}

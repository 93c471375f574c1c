/** The order's §3 fields and its addresses as FieldGrid declarations. */
import type { Address, Order } from '@contract/orders/order.types';
import type { FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import type { Formatters } from '@web/lib/format';

const f = (id: string, value: FieldGridItem['value'], wide = false): FieldGridItem => ({ id, labelKey: `orders.detail.fields.${id}`, value, wide });

export function orderFields(order: Order, format: Formatters): FieldGridItem[] {
  return [
    f('id', order.id),
    f('salesChannel', <KeyedText prefix="marketplaces" value={order.salesChannel} />),
    f('marketplaceOrderId', order.marketplaceOrderId),
    f('hbOrderId', order.hbOrderId),
    f('customerName', order.customerName),
    f('owner', order.owner),
    f('orderDate', format.dateTime(order.orderDate)),
    f('dueDate', format.dateTime(order.dueDate)),
    f('grandTotal', format.money(order.grandTotal, order.currency)),
    f('productPrice', format.money(order.productPrice, order.currency)),
    f('customFee', format.money(order.customFee, order.currency)),
    f('destinationCountry', order.destinationCountry),
    f('billingCountry', order.billingCountry),
    f('shippingCountry', order.shippingCountry),
  ];
}

export function cancellationFields(order: Order, format: Formatters): FieldGridItem[] {
  const cancellation = order.cancellation ?? order.items.find((item) => item.cancellation)?.cancellation ?? null;
  if (!cancellation) return [];
  return [
    f('cancelReason', <KeyedText prefix="orders.cancelReasons" value={cancellation.reason} />),
    f('cancelUserType', <KeyedText prefix="orders.cancelUserTypes" value={cancellation.userType} />),
    f('canceledBy', cancellation.canceledBy),
    f('cancelDate', format.dateTime(cancellation.date)),
  ];
}

export function refundFields(order: Order): FieldGridItem[] {
  if (!order.refundReason && !order.refundExplanation) return [];
  return [f('refundReason', order.refundReason), f('refundExplanation', order.refundExplanation, true)];
}

const ADDRESS_KEYS: readonly (keyof Address)[] = [
  'name',
  'idNumber',
  'customerTaxId',
  'address',
  'district',
  'town',
  'city',
  'zipCode',
  'country',
  'phone',
  'email',
];

export function addressFields(address: Address): FieldGridItem[] {
  return ADDRESS_KEYS.map((key) => ({ id: `address-${key}`, labelKey: `orders.detail.address.${key}`, value: address[key], wide: key === 'address' }));
}

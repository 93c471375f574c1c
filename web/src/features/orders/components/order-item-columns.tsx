/** Columns of the items table on Order Detail, with each item's lock and its cancel button (or why not). */
import { activeLockOn } from '@contract/catalog/variant-locks';
import { CBadge } from '@coreui/react';
import { Link } from 'react-router';
import { itemCancelRefusal } from '@contract/orders/order.rules';
import type { MarketplaceLock, Order, OrderItem } from '@contract/orders/order.types';
import { pathOf } from '@contract/routes';
import { KeyedText } from '@web/components/KeyedText';
import { Thumbnail } from '@web/components/Thumbnail';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';
import { ItemCancelButton } from './ItemCancelButton';
import { ItemLock } from './ItemLock';

interface ItemColumnsOptions {
  order: Order;
  locks: readonly MarketplaceLock[];
  format: Formatters;
  onCancelItem: (itemId: number) => void;
}

export function itemColumns({ order, locks, format, onCancelItem }: ItemColumnsOptions): Column<OrderItem>[] {
  const lockOf = (item: OrderItem) =>
    activeLockOn(
      locks.filter((lock) => lock.sku === item.sku),
      order.salesChannel,
    ) ?? undefined;
  return [
    { id: 'image', headerKey: 'orders.items.image', priority: 'low', cell: (item) => <Thumbnail src={item.image} name={item.name} size={40} /> },
    { id: 'sku', headerKey: 'orders.items.sku', className: 'text-nowrap', cell: (item) => item.sku, priority: 'essential' },
    { id: 'name', headerKey: 'orders.items.name', cell: (item) => item.name, priority: 'high' },
    { id: 'quantity', headerKey: 'orders.items.quantity', cell: (item) => item.quantity, align: 'end', priority: 'high' },
    { id: 'price', headerKey: 'orders.items.price', cell: (item) => format.money(item.price, order.currency), align: 'end', priority: 'high' },
    { id: 'deci', headerKey: 'orders.items.deci', cell: (item) => format.number(item.deci), align: 'end', hideable: true, defaultHidden: true },
    { id: 'weight', headerKey: 'orders.items.weight', cell: (item) => format.number(item.weightGrams), align: 'end', hideable: true, defaultHidden: true },
    { id: 'dueDate', headerKey: 'orders.items.dueDate', cell: (item) => format.dateTime(item.dueDate), priority: 'low' },
    {
      id: 'status',
      headerKey: 'orders.items.status',
      cell: (item) => (
        <CBadge color="light" textColor="dark">
          <KeyedText prefix="orders.itemStatus" value={item.status} />
        </CBadge>
      ),
    },
    { id: 'cancelledQuantity', headerKey: 'orders.items.cancelledQuantity', cell: (item) => item.cancelledQuantity, align: 'end', priority: 'low' },
    { id: 'refundedQuantity', headerKey: 'orders.items.refundedQuantity', cell: (item) => item.refundedQuantity, align: 'end', priority: 'low' },
    {
      id: 'penalty',
      headerKey: 'orders.items.penalty',
      cell: (item) => <KeyedText prefix="common" value={item.subjectToPenalty ? 'yes' : 'no'} />,
    },
    {
      id: 'package',
      headerKey: 'orders.items.package',
      cell: (item) => (item.packageId === null ? '—' : <Link to={pathOf('packageDetail', { packageId: item.packageId })}>{item.packageId}</Link>),
    },
    {
      id: 'lock',
      headerKey: 'orders.items.lock',
      cell: (item) => {
        const lock = lockOf(item);
        return lock ? <ItemLock lock={lock} /> : '—';
      },
    },
    {
      id: 'actions',
      headerKey: 'orders.cancel.action',
      cell: (item) => <ItemCancelButton itemId={item.id} refusal={itemCancelRefusal(order, item)} onCancel={onCancelItem} />,
    },
  ];
}

import { call, put } from 'redux-saga/effects';
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import type { Order, OrderItem } from '@contract/orders/order.types';
import { createOrderPackage, fetchOrder } from './orders.api';
import { bulkPackageRequested, packageOne, packageSelected } from './orders.bulk';
import { ordersList } from './orders.resources';

const item = (id: number, status: OrderItem['status']) => ({ id, status, packageId: null }) as OrderItem;
const detail = (items: OrderItem[]) => ({ order: { id: 5, items } as Order, packages: [], locks: [], turkeyCap: null }) as OrderDetailAnswer;

describe('bulk packaging', () => {
  it('packages only the open items of an order', () => {
    const saga = packageOne(5);
    expect(saga.next().value).toEqual(call(fetchOrder, 5));
    expect(saga.next(detail([item(1, 'open'), item(2, 'cancelled'), item(3, 'open')])).value).toEqual(call(createOrderPackage, 5, [1, 3]));
    expect(saga.next().value).toBeNull();
  });

  it('reports an order with nothing to package, and a refusal by its code', () => {
    const nothing = packageOne(5);
    nothing.next();
    expect(nothing.next(detail([item(1, 'shipped')])).value).toBe('itemNotOpen');
    const refused = packageOne(5);
    refused.next();
    refused.next(detail([item(1, 'open')]));
    const error = { isAxiosError: true, response: { status: 409, headers: {}, data: { code: 'turkeyPriceCap', message: 'x' } } };
    expect(refused.throw(error).value).toBe('turkeyPriceCap');
  });

  it('says how many were created and which were refused, then reloads the list', () => {
    const saga = packageSelected(bulkPackageRequested([5, 6]));
    expect(saga.next().value).toEqual(call(packageOne, 5));
    expect(saga.next(null).value).toEqual(call(packageOne, 6));
    expect(saga.next('itemNotOpen').value).toMatchObject({
      payload: { action: { payload: { messageKey: 'orders.bulkPackage.created', values: { count: 1 } } } },
    });
    expect(saga.next().value).toMatchObject({
      payload: { action: { payload: { messageKey: 'orders.bulkPackage.refused', color: 'danger', values: { count: 1, ids: '6' } } } },
    });
    expect(saga.next().value).toEqual(put(ordersList.reloadRequested()));
    expect(saga.next()).toEqual({ done: true, value: { created: 1, refused: { 6: 'itemNotOpen' } } });
  });
});

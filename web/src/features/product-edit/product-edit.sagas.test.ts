import type { put } from 'redux-saga/effects';
import { call } from 'redux-saga/effects';
import { loadUser } from '@web/lib/session/session.sagas';
import { toastShown } from '@web/lib/toasts.slice';
import { fixtureAnswer } from './components/product-edit-fixture';
import { productEdit } from './product-edit.resources';
import { afterVariantDeleted } from './product-edit.sagas';

describe('after a variant is deleted', () => {
  it('reloads the session (the badges), and says so when the product went with its last variant', () => {
    const gone = fixtureAnswer(0);
    gone.product.deletedAt = '2026-01-15T09:00:00.000Z';
    const last = afterVariantDeleted(productEdit.commandSucceeded({ name: 'deleteVariant', data: gone }));
    const notice = last.next().value as ReturnType<typeof put>;
    expect(notice.type).toBe('PUT');
    expect(notice.payload.action).toMatchObject({ type: toastShown.type, payload: { messageKey: 'productEdit.variants.productDeleted', color: 'info' } });
    expect(last.next().value).toEqual(call(loadUser));
    expect(last.next().done).toBe(true);

    const one = afterVariantDeleted(productEdit.commandSucceeded({ name: 'deleteVariant', data: fixtureAnswer(1) }));
    expect(one.next().value).toEqual(call(loadUser));
  });

  it('leaves other commands alone', () => {
    expect(afterVariantDeleted(productEdit.commandSucceeded({ name: 'updateBasic', data: fixtureAnswer(1) })).next().done).toBe(true);
  });
});

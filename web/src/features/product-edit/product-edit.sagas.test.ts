import type { put } from 'redux-saga/effects';
import { toastShown } from '@web/lib/toasts.slice';
import { fixtureAnswer } from './components/product-edit-fixture';
import { productEdit } from './product-edit.resources';
import { afterVariantDeleted } from './product-edit.sagas';

describe('after a variant is deleted', () => {
  it('says so when the product went with its last variant', () => {
    const gone = fixtureAnswer(0);
    gone.product.deletedAt = '2026-01-15T09:00:00.000Z';
    const last = afterVariantDeleted(productEdit.commandSucceeded({ name: 'deleteVariant', data: gone }));
    const notice = last.next().value as ReturnType<typeof put>;
    expect(notice.type).toBe('PUT');
    expect(notice.payload.action).toMatchObject({ type: toastShown.type, payload: { messageKey: 'productEdit.variants.productDeleted', color: 'info' } });
    expect(last.next().done).toBe(true);
    expect(afterVariantDeleted(productEdit.commandSucceeded({ name: 'deleteVariant', data: fixtureAnswer(1) })).next().done).toBe(true);
  });

  it('is the one product command that changes the session (the active and deleted products badges)', () => {
    const changing = Object.entries(productEdit.commands).flatMap(([name, command]) => (command.changesSession ? [name] : []));
    expect(changing).toEqual(['deleteVariant']);
  });

  it('leaves other commands alone', () => {
    expect(afterVariantDeleted(productEdit.commandSucceeded({ name: 'updateBasic', data: fixtureAnswer(1) })).next().done).toBe(true);
  });
});

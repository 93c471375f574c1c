import { ordersList } from '@web/features/orders/orders.resources';
import { transactionDetail } from '@web/features/transactions/transaction-detail.resource';
import { FEATURES } from './features';
import { rootReducer } from './reducer';
import { FEATURE_SAGAS } from './root-saga';
import { SCREENS } from './screen-registry';

const state = rootReducer(undefined, { type: '@@init' });

describe('the app built from its features', () => {
  it('keeps the shell state and every state key the features declare, and nothing else', () => {
    const declared = FEATURES.flatMap((feature) => Object.keys(feature.reducers));
    expect(Object.keys(state).sort()).toEqual(['layout', 'session', 'toasts', ...declared].sort());
  });

  it('puts each resource where its selector reads it', () => {
    expect(ordersList.select(state)).toEqual({ status: 'idle', query: null, page: null, error: null });
    expect(transactionDetail.select(state)).toEqual({ status: 'idle', id: null, data: null, error: null });
  });

  it('starts the shell sagas, then every feature saga once', () => {
    const featureSagas = FEATURES.flatMap((feature) => feature.sagas);
    expect(FEATURE_SAGAS).toHaveLength(2 + featureSagas.length);
    expect(FEATURE_SAGAS.slice(2)).toEqual(featureSagas);
    expect(new Set(FEATURE_SAGAS).size).toBe(FEATURE_SAGAS.length);
  });

  it('registers the screens of every feature', () => {
    const drawn = FEATURES.flatMap((feature) => Object.keys(feature.screens));
    expect(Object.keys(SCREENS).sort()).toEqual(drawn.sort());
    expect(SCREENS.orders).toBeDefined();
    expect(SCREENS.profile).toBeDefined();
  });
});

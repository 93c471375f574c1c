import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, cancelled, spawn } from 'redux-saga/effects';
import { featureSagas } from '@web/lib/define-feature';
import { exportsSaga } from '@web/lib/resources/export.sagas';
import { languageSaga } from '@web/lib/language.sagas';
import { sessionSaga } from '@web/lib/session/session.sagas';
import { FEATURES } from './features';

type Saga = () => Generator;

/** The shell's sagas, then every feature's (each declared in its `*.feature.ts`). */
export const FEATURE_SAGAS: readonly Saga[] = [sessionSaga, languageSaga, exportsSaga, ...featureSagas(FEATURES)];

const MAX_RESTARTS = 5;

/**
 * Runs one feature saga detached; if it throws, it is logged and started again (a few times, so a saga that
 * fails at once cannot spin), and the other sagas never notice.
 */
export function resilient(saga: Saga, log: (error: unknown) => void = console.error) {
  return function* keepAlive() {
    for (let attempt = 0; attempt <= MAX_RESTARTS; attempt += 1) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        log(error);
      }
    }
  };
}

const forever = () => new Promise<never>(() => undefined);

/** Spawned sagas outlive a cancelled parent, so the root stays alive and cancels them itself when it is cancelled. */
export function* rootSaga(sagas: readonly Saga[] = FEATURE_SAGAS): SagaIterator {
  const tasks = (yield all(sagas.map((saga) => spawn(resilient(saga))))) as Task[];
  try {
    yield call(forever);
  } finally {
    if ((yield cancelled()) as boolean) yield cancel(tasks);
  }
}

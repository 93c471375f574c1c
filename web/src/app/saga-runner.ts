/** Runs feature sagas side by side, each restarted if it throws (root-saga.ts lists the app's). */
import type { SagaIterator, Task } from 'redux-saga';
import { all, call, cancel, cancelled, spawn } from 'redux-saga/effects';

export type Saga = () => Generator;
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
export function* rootSaga(sagas: readonly Saga[]): SagaIterator {
  const tasks = (yield all(sagas.map((saga) => spawn(resilient(saga))))) as Task[];
  try {
    yield call(forever);
  } finally {
    if ((yield cancelled()) as boolean) yield cancel(tasks);
  }
}

import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { take } from 'redux-saga/effects';
import { resilient, rootSaga } from './saga-runner';

it('keeps the other feature sagas alive when one throws, and restarts the failed one', async () => {
  const seen: string[] = [];
  let crashes = 0;
  function* crashing() {
    yield take('go');
    crashes += 1;
    throw new Error('boom');
  }
  function* healthy() {
    while (true) {
      const action = (yield take('ping')) as { type: string };
      seen.push(action.type);
    }
  }
  const channel = stdChannel();
  const errors: unknown[] = [];
  runSaga(
    { channel, dispatch: () => undefined, getState: () => ({}), onError: (e) => errors.push(e) },
    rootSaga as Saga,
    [resilient(crashing, (e) => errors.push(e)), healthy].map((saga) => saga as () => Generator),
  );
  channel.put({ type: 'go' });
  channel.put({ type: 'ping' });
  channel.put({ type: 'go' });
  channel.put({ type: 'ping' });
  expect(crashes).toBe(2);
  expect(seen).toEqual(['ping', 'ping']);
  expect(errors).toHaveLength(2);
  channel.close();
});

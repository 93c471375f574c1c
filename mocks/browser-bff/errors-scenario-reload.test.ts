// @vitest-environment jsdom
/**
 * dev:mock's 'errors' scenario on a reload: GET me fails like every other signed-in call, and the SPA's session check
 * keeps the signed-in shell for the user it remembered (with its banner), so each screen shows its own error state.
 */
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { parseClaimQuery } from '@contract/claims/claim.query';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import { apiCall } from '@web/lib/api-call';
import { toApiFailure } from '@web/lib/http';
import { sessionSaga } from '@web/lib/session/session.sagas';
import { sessionReducer } from '@web/lib/session/session.slice';
import { storage } from '@web/lib/storage';
import { DEMO_PASSWORD } from '@mocks/world/demo-accounts';
import { MemoryStorage } from '../../.storybook/memory-storage';
import { startBrowserBff, type RunningBrowserBff } from './browser-bff';

let running: RunningBrowserBff | null = null;
afterEach(async () => {
  await running?.shutdown();
  running = null;
  storage.remove('userData');
});

it("'errors': a reload keeps the shell for the remembered user, and the screens' calls fail with their error", async () => {
  running = await startBrowserBff({ scenario: 'errors', storage: new MemoryStorage() });
  const { user } = await apiCall(AUTH_ROUTES.loginUser, { body: { email: 'ayse@demo.tezgah.dev', password: DEMO_PASSWORD } });
  storage.set('userData', user);

  window.history.replaceState(null, '', '/claims');
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: { session: sessionReducer }, middleware: (defaults) => defaults({ thunk: false }).concat(sagas) });
  const task = sagas.run(sessionSaga);
  await vi.waitFor(() => expect(store.getState().session).toMatchObject({ status: 'signedIn', user, check: 'failed', checkFailure: { code: 'generic' } }));
  task.cancel();

  const claims = await apiCall(CLAIM_ROUTES.list, { query: parseClaimQuery({}) }).catch(toApiFailure);
  expect(claims).toMatchObject({ status: 503, code: 'downstreamUnavailable' });
});

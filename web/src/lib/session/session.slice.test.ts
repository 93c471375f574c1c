import { makeUser } from '@web/test/fixtures';
import { initialSessionState, sessionReducer, signedOut, userLoaded } from './session.slice';
import { subjectOf } from './session.selectors';

describe('session reducer', () => {
  it('signs in with the user and keeps the access token in memory', () => {
    const user = makeUser('user');
    const state = sessionReducer(initialSessionState, userLoaded({ user, accessToken: 'tok' }));
    expect(state).toMatchObject({ status: 'signedIn', user, accessToken: 'tok', notice: null });
  });

  it('keeps the token when GET me reloads the user', () => {
    const signedIn = sessionReducer(initialSessionState, userLoaded({ user: makeUser('admin'), accessToken: 'tok' }));
    const reloaded = sessionReducer(signedIn, userLoaded({ user: makeUser('adminAsUser') }));
    expect(reloaded).toMatchObject({ accessToken: 'tok', user: { userRole: 'adminAsUser' } });
  });

  it('forgets user and token when signed out, with the notice', () => {
    const signedIn = sessionReducer(initialSessionState, userLoaded({ user: makeUser(), accessToken: 'tok' }));
    expect(sessionReducer(signedIn, signedOut({ notice: 'sessionEnded' }))).toEqual({
      ...initialSessionState,
      status: 'signedOut',
      notice: 'sessionEnded',
    });
  });

  it('derives the permission subject from the user', () => {
    expect(subjectOf(null)).toBeNull();
    expect(subjectOf(makeUser('adminAsUser'))).toMatchObject({ role: 'adminAsUser', hasAdminSession: true });
    expect(subjectOf(makeUser('user'))?.hasAdminSession).toBe(false);
  });
});

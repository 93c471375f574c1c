/** What every Mirage route reads: the world, the scenario, the clock and the browser-kept session. */
import type { UserInfo } from '@contract/api/session';
import { subjectOf } from '@contract/api/user-info';
import { EMPTY_STARS, type StarState } from '@contract/bookmarks';
import type { Subject } from '@contract/permissions';
import type { Transaction } from '@contract/transactions/transaction.types';
import { worldUserInfo } from '@mocks/world/user-info';
import type { World } from '@mocks/world/world';
import type { MockCredentials } from './mock-credentials';
import { clearSession, readSession, readStars, writeStars, type MockSession } from './mock-session';
import type { MockScenario } from './scenarios';

export interface MockContext {
  world: World;
  scenario: MockScenario;
  now: () => number;
  credentials: MockCredentials;
  storage: Storage;
  /** Background jobs (exports) started in this Mirage run, like the BFF's transaction store. */
  transactions: Transaction[];
}

export interface SignedIn { session: MockSession; user: UserInfo; subject: Subject }

export function userInfoFor(context: MockContext, session: Pick<MockSession, 'userId' | 'actingAdminId'>): UserInfo | null {
  return worldUserInfo(context.world, session.userId, { actingAdminId: session.actingAdminId, zeroCounts: context.scenario === 'empty' });
}

/** The signed-in person, or null. A stored session whose user is gone (e.g. signed up before a reload) is dropped. */
export function signedIn(context: MockContext): SignedIn | null {
  const session = readSession(context.storage);
  if (!session) return null;
  const user = userInfoFor(context, session);
  if (!user) {
    clearSession(context.storage);
    return null;
  }
  return { session, user, subject: subjectOf(user) };
}

function starsKey(context: MockContext, who: SignedIn): string {
  return `${context.scenario}|${who.session.actingAdminId ?? who.session.userId}|${who.user.userRole}`;
}

export function storedStars(context: MockContext, who: SignedIn): StarState {
  // Like the BFF, a person starts with nothing starred, in every scenario.
  return readStars(context.storage, starsKey(context, who)) ?? EMPTY_STARS;
}

export function saveStars(context: MockContext, who: SignedIn, state: StarState): void {
  writeStars(context.storage, starsKey(context, who), state);
}

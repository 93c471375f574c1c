import { createSelector } from '@reduxjs/toolkit';
import type { Subject } from '@contract/permissions';
import type { Counts, UserInfo } from '@contract/api/session';
import { subjectOf as subjectOfUser } from '@contract/api/user-info';
import type { SessionState } from './session.slice';

export interface WithSession {
  session: SessionState;
}

export const selectSession = (state: WithSession): SessionState => state.session;
export const selectUser = (state: WithSession): UserInfo | null => state.session.user;
export const selectSessionStatus = (state: WithSession) => state.session.status;

export function subjectOf(user: UserInfo | null): Subject | null {
  return user ? subjectOfUser(user) : null;
}

export const selectSubject = createSelector([selectUser], subjectOf);

/** The badge counts, only when the last session check brought current ones (never a remembered or old snapshot's). */
export const selectCurrentCounts = (state: WithSession): Counts | null => (state.session.check === 'answered' ? (state.session.user?.counts ?? null) : null);

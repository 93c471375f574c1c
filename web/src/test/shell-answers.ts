/** Canned BFF answers the shell needs after sign-in, and helpers shared by the flow tests. */
import { screen, waitFor } from '@testing-library/react';
import { API } from '@contract/api/paths';
import type { UserInfo } from '@contract/api/session';
import type { FakeAnswer } from './fake-api';

export const unauthenticated: FakeAnswer = { status: 401, data: { code: 'unauthenticated', message: 'x' } };
export const shellAnswers = {
  [`GET ${API.bookmarks}`]: { data: { searchResult: [], starred: [], overflow: [] } },
  [`GET ${API.mainSearch}`]: { data: { searchResult: [] } },
};
export const signedInAs = (user: UserInfo) => ({ ...shellAnswers, [`GET ${API.me}`]: { data: { user } } });

/** CoreUI renders a modal in place first and moves it into a portal a moment later: wait for the final one. */
export async function findModal(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole('dialog', { name });
    expect(dialog.parentElement).toBe(document.body);
    return dialog;
  });
}

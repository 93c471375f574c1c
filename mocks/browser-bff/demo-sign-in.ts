/**
 * Signs a demo account in through the BFF's own API, as the login pages and the staff's company list do: the seller
 * or staff login with the demo password, then, for staff acting as a company, act-as. Storybook starts its signed-in
 * stories this way, straight to the app (`RunningBrowserBff.call`: before the scenario's faults and delay).
 */
import type { ApiError } from '@contract/errors';
import { API } from '@contract/api/paths';
import type { LoginResponse, UserInfo } from '@contract/api/session';
import { DEMO_ACCOUNTS } from '@mocks/world/demo-accounts';
import type { RunningBrowserBff } from './browser-bff';

export interface DemoSignIn {
  /** A demo account's e-mail (mocks/world/demo-accounts.ts). */
  email: string;
  /** With a staff account: the company it then acts as. */
  actingAsCompanyId?: number;
}

async function answerOf<T>(response: Response, what: string): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const failure = (await response.json().catch(() => null)) as ApiError | null;
  throw new Error(`${what}: the BFF answered ${response.status} ${failure?.code ?? ''}`.trim());
}

/** Signs in (and acts as the company, if asked) and answers the user the SPA then holds. */
export async function signInDemoAccount(bff: Pick<RunningBrowserBff, 'call'>, { email, actingAsCompanyId }: DemoSignIn): Promise<UserInfo> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`No demo account ${email}`);
  const loginPath = account.realm === 'seller' ? API.loginUser : API.loginAdmin;
  const signedIn = await answerOf<LoginResponse>(await bff.call('POST', loginPath, { email, password: account.password }), `Signing ${email} in`);
  if (actingAsCompanyId === undefined) return signedIn.user;
  const acting = await answerOf<LoginResponse>(await bff.call('POST', API.actAs, { companyId: actingAsCompanyId }), `${email} acting as ${actingAsCompanyId}`);
  return acting.user;
}

/** Direct calls to the BFF (what the SPA does, without the browser): sign-in for fixtures, registration, the dev outbox. */
import { expect, type APIRequestContext } from '@playwright/test';
import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import type { DevOutboxResponse } from '@contract/api/dev-outbox';
import type { LoginResponse, UserInfo } from '@contract/api/session';
import type { OutboxMail } from '@contract/downstream/identity';
import type { DemoAccount } from '@mocks/world/demo-accounts';

/** State-changing calls need the CSRF header and the portal's own Origin. */
export function writeHeaders(baseURL: string): Record<string, string> {
  return { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: new URL(baseURL).origin };
}

export async function signInByApi(request: APIRequestContext, baseURL: string, account: Pick<DemoAccount, 'email' | 'password' | 'realm'>): Promise<UserInfo> {
  const path = account.realm === 'staff' ? API.loginAdmin : API.loginUser;
  const response = await request.post(path, { headers: writeHeaders(baseURL), data: { email: account.email, password: account.password } });
  expect(response.status(), `sign-in of ${account.email}`).toBe(200);
  return ((await response.json()) as LoginResponse).user;
}

/** Admin-as-user: the staff session becomes the company owner's, with the admin stashed behind it. */
export async function actAsByApi(request: APIRequestContext, baseURL: string, companyId: number): Promise<UserInfo> {
  const response = await request.post(API.actAs, { headers: writeHeaders(baseURL), data: { companyId } });
  expect(response.status(), `act-as company ${companyId}`).toBe(200);
  return ((await response.json()) as LoginResponse).user;
}

export interface NewSeller {
  email: string;
  password: string;
  name: string;
  realm: 'seller';
}

let registered = 0;

/** A seller of its own (fresh company, no bookmarks, no reset history), so a test never shares state with another. */
export function newSellerCredentials(tag: string): NewSeller {
  registered += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${registered}`;
  return { email: `e2e-${tag}-${unique}@example.test`, password: `Start${unique}A1`, name: `E2e ${tag}`, realm: 'seller' };
}

export async function registerByApi(request: APIRequestContext, baseURL: string, seller: NewSeller): Promise<UserInfo> {
  const response = await request.post(API.register, {
    headers: writeHeaders(baseURL),
    data: { email: seller.email, password: seller.password, name: seller.name },
  });
  expect(response.status(), `registration of ${seller.email}`).toBe(201);
  return ((await response.json()) as LoginResponse).user;
}

export async function mailsTo(request: APIRequestContext, email: string): Promise<OutboxMail[]> {
  const response = await request.get(API.devOutbox);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as DevOutboxResponse;
  return items.filter((mail) => mail.to.toLowerCase() === email.toLowerCase());
}

/** The newest reset link mailed to `email`, waiting briefly for it to arrive. */
export async function latestResetLink(request: APIRequestContext, email: string, sentAfter: number): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await mailsTo(request, email)).filter((m) => Date.parse(m.sentAt) >= sentAfter).at(-1);
        link = mail?.link ?? null;
        return link;
      },
      { message: `a reset mail to ${email} in the dev outbox` },
    )
    .not.toBeNull();
  return link!;
}

/** The sign-in and password API of the BFF (contract/auth/auth.routes.ts). */
import type { ForgotPasswordRequest, LoginRequest, LoginResponse, ResetPasswordRequest, ResetTokenStatus } from '@contract/api/session';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { apiCall } from '@web/lib/api-call';

export type Realm = 'seller' | 'staff';

export const login = (realm: Realm, body: LoginRequest): Promise<LoginResponse> =>
  apiCall(realm === 'staff' ? AUTH_ROUTES.loginAdmin : AUTH_ROUTES.loginUser, { body });

export async function logout(): Promise<void> {
  await apiCall(AUTH_ROUTES.logout);
}

export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  await apiCall(AUTH_ROUTES.forgotPassword, { body });
}

export const checkResetToken = (token: string): Promise<ResetTokenStatus> => apiCall(AUTH_ROUTES.checkResetToken, { params: { token } });

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await apiCall(AUTH_ROUTES.resetPassword, { body });
}

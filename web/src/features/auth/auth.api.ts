import { API } from '@contract/api/paths';
import type {
  ForgotPasswordRequest, LoginRequest, LoginResponse, ResetPasswordRequest, ResetTokenStatus,
} from '@contract/api/session';
import { http } from '@web/lib/http';

export type Realm = 'seller' | 'staff';

export async function login(realm: Realm, body: LoginRequest): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>(realm === 'staff' ? API.loginAdmin : API.loginUser, body);
  return response.data;
}

export async function logout(): Promise<void> {
  await http.post(API.logout);
}

export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  await http.post(API.forgotPassword, body);
}

export async function checkResetToken(token: string): Promise<ResetTokenStatus> {
  const response = await http.get<ResetTokenStatus>(`${API.resetPassword}/${encodeURIComponent(token)}`);
  return response.data;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await http.post(API.resetPassword, body);
}

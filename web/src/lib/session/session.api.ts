import type { MeResponse } from '@contract/api/session';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { apiCall } from '../api-call';

export const fetchMe = (): Promise<MeResponse> => apiCall(AUTH_ROUTES.me);

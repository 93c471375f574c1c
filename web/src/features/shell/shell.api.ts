import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import type { SupportLinkResponse } from '@contract/api/session';
import { SHELL_ROUTES } from '@contract/api/shell.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchSupportLink = (): Promise<SupportLinkResponse> => apiCall(SHELL_ROUTES.supportLink);

export async function backToAdmin(): Promise<void> {
  await apiCall(ADMIN_ROUTES.back);
}

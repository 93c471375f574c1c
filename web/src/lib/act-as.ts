/** Acting as a company's seller (admin-as-user): the staff screens that open a company as its seller share this call. */
import { ADMIN_ROUTES } from '@contract/api/admin.routes';
import { apiCall } from './api-call';

export async function actAsCompany(companyId: number): Promise<void> {
  await apiCall(ADMIN_ROUTES.actAs, { body: { companyId } });
}

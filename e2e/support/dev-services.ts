/** Sandbox mode: take a downstream service down for one company, and back up (contract/api/dev-services.ts). */
import { expect, type APIRequestContext } from '@playwright/test';
import type { DevServiceState } from '@contract/api/dev-services';
import { API } from '@contract/api/paths';
import type { ServiceName } from '@contract/downstream/common';
import { writeHeaders } from './api';

export async function setServiceForCompany(
  request: APIRequestContext,
  baseURL: string,
  service: ServiceName,
  action: 'down' | 'up',
  companyId: number,
): Promise<DevServiceState> {
  const response = await request.post(`${API.devServices}/${service}/${action}`, { headers: writeHeaders(baseURL), data: { companyId } });
  expect(response.status(), `${service} ${action} for ${companyId}`).toBe(200);
  return (await response.json()) as DevServiceState;
}

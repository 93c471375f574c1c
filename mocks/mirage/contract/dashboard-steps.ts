/** Contract steps for the dashboard, its admin cache tool and the sandbox-mode service switches. */
import { API } from '@contract/api/paths';
import type { ServiceName } from '@contract/downstream/common';
import { get, request } from './contract-steps';

export const dashboard = () => get(API.dashboard);
export const dashboardCache = () => get(API.adminDashboardCache);
export const clearDashboard = (companyId: number | string | null) =>
  request('DELETE', companyId === null ? API.adminDashboardCache : `${API.adminDashboardCache}/${companyId}`);
export const services = () => get(API.devServices);
export const service = (name: ServiceName | string, action: 'down' | 'up' | string, companyId?: unknown) =>
  request('POST', `${API.devServices}/${name}/${action}`, companyId === undefined ? {} : { companyId });

/** The packages API of the BFF (contract/packages/package.routes.ts). */
import type { PackageListQuery } from '@contract/packages/package.query';
import { PACKAGE_ROUTES, type LabelAction } from '@contract/packages/package.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchPackages = (query: PackageListQuery) => apiCall(PACKAGE_ROUTES.list, { query });
export const fetchPackage = (id: number) => apiCall(PACKAGE_ROUTES.detail, { params: { id } });
export const packageLabel = (id: number, action: LabelAction) => apiCall(PACKAGE_ROUTES.label, { params: { id, action } });
export const deletePackage = (id: number) => apiCall(PACKAGE_ROUTES.delete, { params: { id } });

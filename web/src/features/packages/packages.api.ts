/** The packages API of the BFF (contract/packages/package.api.ts). */
import { API } from '@contract/api/paths';
import type { PackageDetailAnswer, PackageListAnswer } from '@contract/packages/package.api';
import { packageQueryToRaw, type PackageListQuery } from '@contract/packages/package.query';
import { http } from '@web/lib/http';

export async function fetchPackages(query: PackageListQuery): Promise<PackageListAnswer> {
  return (await http.get<PackageListAnswer>(API.packages, { params: packageQueryToRaw(query) })).data;
}

export async function fetchPackage(id: number): Promise<PackageDetailAnswer> {
  return (await http.get<PackageDetailAnswer>(`${API.packages}/${id}`)).data;
}

export async function packageLabel(id: number, action: 'refresh' | 'recreate'): Promise<PackageDetailAnswer> {
  return (await http.post<PackageDetailAnswer>(`${API.packages}/${id}/label/${action}`)).data;
}

export async function deletePackage(id: number): Promise<null> {
  await http.delete(`${API.packages}/${id}`);
  return null;
}

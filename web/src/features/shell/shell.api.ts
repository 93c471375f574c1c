import { API } from '@contract/api/paths';
import type { SupportLinkResponse } from '@contract/api/session';
import { http } from '@web/lib/http';

export async function fetchSupportLink(): Promise<SupportLinkResponse> {
  const response = await http.get<SupportLinkResponse>(API.supportLink);
  return response.data;
}

export async function backToAdmin(): Promise<void> {
  await http.post(API.adminBack);
}

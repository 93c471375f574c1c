import { API } from '@contract/api/paths';
import type { MeResponse } from '@contract/api/session';
import { http } from '../http';

export async function fetchMe(): Promise<MeResponse> {
  const response = await http.get<MeResponse>(API.me);
  return response.data;
}

import { API } from '@contract/api/paths';
import type { MainSearchResponse } from '@contract/search';
import { http } from '@web/lib/http';

export async function fetchSearchGroups(): Promise<MainSearchResponse> {
  const response = await http.get<MainSearchResponse>(API.mainSearch);
  return response.data;
}

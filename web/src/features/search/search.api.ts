import { SHELL_ROUTES } from '@contract/api/shell.routes';
import type { MainSearchResponse } from '@contract/search';
import { apiCall } from '@web/lib/api-call';

export const fetchSearchGroups = (): Promise<MainSearchResponse> => apiCall(SHELL_ROUTES.mainSearch);

/** A company's lead times by category, and the lead-time file (its rows change the list: it reloads when a file ends). */
import { LEAD_TIME_IMPORT_ROUTES, LEAD_TIME_ROUTES } from '@contract/admin-lead-times/lead-time.routes';
import type { LeadTimeQuery } from '@contract/admin-lead-times/lead-time.types';
import { apiCall } from '@web/lib/api-call';
import { createListResource } from '@web/lib/resources/list-resource';
import { createStaffImport } from '@web/lib/staff-import/staff-import';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';

export const leadTimeList = createListResource('adminLeadTimes', (query: LeadTimeQuery) => apiCall(LEAD_TIME_ROUTES.list, { query }));
export const leadTimeExport = staffListExport(LEAD_TIME_ROUTES.export);
export const leadTimeImport = createStaffImport('adminLeadTimeImport', LEAD_TIME_IMPORT_ROUTES);

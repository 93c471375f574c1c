/**
 * /admin/company-tools' state: the list, and the company a ban acts on, loaded as its ban preview. Both commands answer
 * nothing to show: the dialog closes and the list's page is asked again.
 */
import { createAction } from '@reduxjs/toolkit';
import type { ImportStateChangeBody } from '@contract/admin-companies/company-tools';
import { ADMIN_COMPANY_TOOLS_ROUTES } from '@contract/admin-companies/company-tools.routes';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { banImports, fetchBanPreview, fetchCompanyTools, setImportState } from './company-tools.api';

export const companyToolsList = createListResource('adminCompanyToolsList', fetchCompanyTools);
export const companyToolsExport = staffListExport(ADMIN_COMPANY_TOOLS_ROUTES.export);

export const companyToolDetail = createDetailResource('adminCompanyToolDetail', fetchBanPreview, {
  setImportState: command(async (companyId, state: ImportStateChangeBody['state']) => {
    await setImportState(companyId, { state });
    return null;
  }, 'adminCompanyTools.stateSaved'),
  ban: command(async (companyId, confirmation: string) => {
    await banImports(companyId, confirmation);
    return null;
  }, 'adminCompanyTools.ban.done'),
});

/** Act as the company's seller: the same call and full page load as /admin/companies. */
export const actAsRequested = createAction<number>('adminCompanyTools/actAsRequested');

export type CompanyToolCommand = CommandName<typeof companyToolDetail>;
/** A command for one company: its id, then the command's name and input. */
export type OnCompanyToolCommand = (companyId: number, ...call: Parameters<OnCommand<typeof companyToolDetail>>) => void;

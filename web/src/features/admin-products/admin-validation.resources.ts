/**
 * The validation queue (a list), and the companies that see seller Product Validation as one record (its id is
 * unused) whose commands answer the list as it stands afterwards; re-validation runs as its command too, and the
 * queue is asked again after it (admin-validation.sagas.ts).
 */
import type { RevalidateBody, ValidationCompaniesAnswer } from '@contract/admin-products/admin-validation';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { addValidationCompany, fetchValidationCompanies, fetchValidationQueue, removeValidationCompany, revalidateProducts } from './admin-validation.api';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { ADMIN_PRODUCT_VALIDATION_ROUTES } from '@contract/admin-products/admin-validation.routes';

export const validationQueue = createListResource('adminValidationQueue', fetchValidationQueue);
export const validationExport = staffListExport(ADMIN_PRODUCT_VALIDATION_ROUTES.export);

export const VALIDATION_SETTINGS_ID = 0;
export const validationSettings = createDetailResource('adminValidationSettings', (): Promise<ValidationCompaniesAnswer> => fetchValidationCompanies(), {
  addCompany: command((_id, companyId: number) => addValidationCompany(companyId), 'adminProductValidation.companies.added'),
  removeCompany: command((_id, companyId: number) => removeValidationCompany(companyId), 'adminProductValidation.companies.removed'),
  revalidate: command(async (_id, body: RevalidateBody) => {
    await revalidateProducts(body);
    return null;
  }, 'adminProductValidation.revalidate.done'),
});

export type ValidationCommand = CommandName<typeof validationSettings>;
export type OnValidationCommand = OnCommand<typeof validationSettings>;

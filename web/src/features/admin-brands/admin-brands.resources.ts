/**
 * /admin/brand-tools' state: the list, and the brand a dialog acts on, loaded as its merge preview (the brand with
 * its crossings, its duplicates, the products a merge moves). Both commands answer nothing to show: the dialog
 * closes and the list's page is asked again.
 */
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { crossAdminBrand, fetchAdminBrands, fetchBrandMergePreview, mergeBrandDuplicates, type BrandCrossInput } from './admin-brands.api';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { ADMIN_BRAND_ROUTES } from '@contract/admin-brands/admin-brand.routes';

export const adminBrandsList = createListResource('adminBrandsList', fetchAdminBrands);
export const adminBrandsExport = staffListExport(ADMIN_BRAND_ROUTES.export);

export const adminBrandDetail = createDetailResource('adminBrandDetail', fetchBrandMergePreview, {
  merge: command(async (id, confirmation: string) => {
    await mergeBrandDuplicates(id, confirmation);
    return null;
  }, 'adminBrands.merge.done'),
  cross: command(async (id, input: BrandCrossInput) => {
    await crossAdminBrand(id, input);
    return null;
  }, 'adminBrands.cross.done'),
});

export type AdminBrandCommand = CommandName<typeof adminBrandDetail>;
export type OnAdminBrandCommand = OnCommand<typeof adminBrandDetail>;

/**
 * The import screens' state: the company's import settings (one per company, loaded with id 0), the screen's recent
 * imports, the refused rows (Import Errors tab and its Fix and resend), the template finder's categories and the current stock/price list.
 */
import type { ImportSettingsAnswer } from '@contract/imports/import.types';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchImportErrors, fetchImportSettings, fetchRecentImports, fetchStockPriceVariants, fetchTemplateCategories } from './imports.api';

export const importSettings = createDetailResource('importSettings', (): Promise<ImportSettingsAnswer> => fetchImportSettings(), {});
export const recentImports = createListResource('recentImports', fetchRecentImports);
export const importErrorsList = createListResource('importErrorsList', fetchImportErrors);
/** Fix and resend's page of one import's refused rows (paged on its own, no SKU filter). */
export const resendRowsList = createListResource('resendRowsList', fetchImportErrors);
export const templateCategoriesList = createListResource('templateCategoriesList', fetchTemplateCategories);
export const stockPriceList = createListResource('stockPriceList', fetchStockPriceVariants);

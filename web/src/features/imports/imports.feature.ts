/** The Excel imports: settings, uploads, recent imports, refused rows, the template finder and the stock/price list. */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { importResendReducer } from './import-resend.slice';
import { importStateChangeReducer } from './import-state.slice';
import { importUploadReducer } from './import-upload.slice';
import { importErrorsList, importSettings, recentImports, resendRowsList, stockPriceList, templateCategoriesList } from './imports.resources';
import { importsSaga } from './imports.sagas';

export const importsFeature = defineFeature({
  reducers: {
    ...resourceReducers(importSettings, recentImports, importErrorsList, resendRowsList, templateCategoriesList, stockPriceList),
    importUpload: importUploadReducer,
    importStateChange: importStateChangeReducer,
    importResend: importResendReducer,
  },
  sagas: [importsSaga],
  screens: {
    importProductVariant: lazyScreen(() => import('./views/ProductVariantImportView'), 'ProductVariantImportView'),
    importStockPrice: lazyScreen(() => import('./views/StockPriceImportView'), 'StockPriceImportView'),
    importFulfillmentDay: lazyScreen(() => import('./views/FulfillmentDayImportView'), 'FulfillmentDayImportView'),
  },
});

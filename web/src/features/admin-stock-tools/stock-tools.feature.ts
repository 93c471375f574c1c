/** /admin/stock-tools: a company's stock zeroed per marketplace after a preview and its name typed again, and the stock file (admin). */
import { defineFeature, lazyScreen, resourceReducers } from '@web/lib/define-feature';
import { stockImport, stockPreview } from './stock-tools.resources';
import { adminStockToolsSaga } from './stock-tools.sagas';

export const adminStockToolsFeature = defineFeature({
  reducers: { ...resourceReducers(stockPreview), [stockImport.name]: stockImport.reducer },
  sagas: [adminStockToolsSaga],
  screens: {
    adminStockTools: lazyScreen(() => import('./views/AdminStockToolsView'), 'AdminStockToolsView'),
  },
});

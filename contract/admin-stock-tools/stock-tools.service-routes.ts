/** The marketplace service's stock tools (admin tokens only): a company's stock preview, its zeroing, and the stock file's rows. */
import { answer, policy, route } from '../api/route-def';
import type { ImportApplyAnswer } from '../downstream/catalog-imports';
import { importRowsSchema, stockBulkRowShape } from '../downstream/import-bodies';
import { serviceRoutes } from '../downstream/service-route';
import { stockZeroServiceSchema, type StockPreview, type StockZeroResult } from './stock-tools.types';

const staff = policy.token();
const PATH = '/v1/companies/:companyId/stock-tools';

export const STOCK_TOOLS_SERVICE_ROUTES = serviceRoutes('marketplace', {
  preview: route.get(`${PATH}/preview`, { answer: answer<StockPreview>(), policy: staff }),
  /** Every listed variant of the scope to 0, in one call. */
  zero: route.post(`${PATH}/zero`, { body: stockZeroServiceSchema, answer: answer<StockZeroResult>(), policy: staff }),
  /** At most 1,000 rows; a `checkOnly` row is checked, never applied. */
  rows: route.post('/v1/admin/stock-rows', { body: importRowsSchema(stockBulkRowShape), answer: answer<ImportApplyAnswer>(), policy: staff }),
});

/** The /admin/stock-tools API of the BFF (contract/admin-stock-tools/stock-tools.routes.ts). */
import { STOCK_TOOLS_ROUTES as ROUTES } from '@contract/admin-stock-tools/stock-tools.routes';
import type { StockZeroBody } from '@contract/admin-stock-tools/stock-tools.types';
import { apiCall } from '@web/lib/api-call';

export const fetchStockPreview = (companyId: number) => apiCall(ROUTES.preview, { params: { companyId } });
export const zeroStock = (companyId: number, body: StockZeroBody) => apiCall(ROUTES.zero, { params: { companyId }, body });

/** The browser API of /admin/stock-tools (admin only). Each change names its company in the path, so the audit entry does too. */
import { answer, policy, route } from '../api/route-def';
import { staffImportRoutes } from '../imports/staff-import.routes';
import type { Transaction } from '../transactions/transaction.types';
import { stockZeroSchema, type StockPreview } from './stock-tools.types';

const tools = policy.can('admin.tools');
const COMPANY = '/api/admin/stock-tools/companies/:companyId';

export const STOCK_TOOLS_ROUTES = {
  /** Per scope: the variants, those with stock, their units and a sample; and the text that confirms a zeroing. */
  preview: route.get(`${COMPANY}/preview`, { answer: answer<StockPreview>(), policy: tools }),
  /** A `stockZero` transaction, answered done; 422 `typedConfirmationMismatch` unless the company's name is typed again. */
  zero: route.post(`${COMPANY}/zero`, { body: stockZeroSchema, answer: answer<Transaction>(), policy: tools }),
};

export const STOCK_IMPORT_ROUTES = staffImportRoutes('/api/admin/stock-imports', '/api/admin/stock-template');

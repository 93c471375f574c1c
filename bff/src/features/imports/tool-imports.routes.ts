/**
 * The staff tools' files (staff imports): category blocks on /admin/categories/categories, price blocks and lock
 * updates on /admin/product-tools; each kind's upload, transaction, error file and template.
 */
import { LOCK_UPDATE_IMPORT_ROUTES, PRICE_BLOCK_IMPORT_ROUTES } from '@contract/admin-products/tool-imports.routes';
import { CATEGORY_BLOCK_IMPORT_ROUTES } from '@contract/admin-taxonomy/category-block-imports.routes';
import { CATEGORY_BLOCK_COLUMNS, CATEGORY_BLOCK_GUIDES } from '@contract/imports/category-block.rules';
import { LOCK_UPDATE_COLUMNS, LOCK_UPDATE_GUIDES } from '@contract/imports/lock-update.rules';
import { PRICE_BLOCK_COLUMNS, PRICE_BLOCK_GUIDES } from '@contract/imports/price-block.rules';
import type { AppContext } from '../../lib/app-context';
import { staffImportRoutesOf, type StaffImportSpec } from './staff-import';

const CATEGORY_BLOCK_IMPORT: StaffImportSpec = {
  kind: 'categoryBlock',
  columns: CATEGORY_BLOCK_COLUMNS,
  guides: CATEGORY_BLOCK_GUIDES,
  notes: ['categoryBlockRows'],
  templateName: 'category-block-template.xlsx',
};

const PRICE_BLOCK_IMPORT: StaffImportSpec = {
  kind: 'priceBlock',
  columns: PRICE_BLOCK_COLUMNS,
  guides: PRICE_BLOCK_GUIDES,
  notes: ['toolVariants', 'priceBlockRows'],
  templateName: 'price-block-template.xlsx',
};

const LOCK_UPDATE_IMPORT: StaffImportSpec = {
  kind: 'lockUpdate',
  columns: LOCK_UPDATE_COLUMNS,
  guides: LOCK_UPDATE_GUIDES,
  notes: ['toolVariants', 'lockUpdateRows'],
  templateName: 'lock-update-template.xlsx',
};

export const categoryBlockImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, CATEGORY_BLOCK_IMPORT_ROUTES, CATEGORY_BLOCK_IMPORT);
export const priceBlockImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, PRICE_BLOCK_IMPORT_ROUTES, PRICE_BLOCK_IMPORT);
export const lockUpdateImportRoutes = (ctx: AppContext) => staffImportRoutesOf(ctx, LOCK_UPDATE_IMPORT_ROUTES, LOCK_UPDATE_IMPORT);

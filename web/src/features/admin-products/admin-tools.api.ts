/** The /admin/product-tools API of the BFF (contract/admin-products/admin-tools.routes.ts). */
import type {
  LockBody,
  PriceBlockBody,
  ProductStatusBody,
  ProductToolRow,
  ProductToolsQuery,
  UnlockBody,
  VariantStatusBody,
} from '@contract/admin-products/admin-tools';
import { ADMIN_PRODUCT_TOOLS_ROUTES as ROUTES } from '@contract/admin-products/admin-tools.routes';
import { apiCall } from '@web/lib/api-call';

/** The variant a change is for: its company and id. */
export type VariantRef = Pick<ProductToolRow, 'companyId' | 'variantId'>;
const paramsOf = ({ companyId, variantId }: VariantRef) => ({ companyId, variantId });

export const searchProductTools = (query: ProductToolsQuery) => apiCall(ROUTES.search, { query });
export const setVariantStatus = (ref: VariantRef, body: VariantStatusBody) => apiCall(ROUTES.setStatus, { params: paramsOf(ref), body });
export const lockVariant = (ref: VariantRef, body: LockBody) => apiCall(ROUTES.lock, { params: paramsOf(ref), body });
export const unlockVariant = (ref: VariantRef, body: UnlockBody) => apiCall(ROUTES.unlock, { params: paramsOf(ref), body });
export const blockVariantPrice = (ref: VariantRef, body: PriceBlockBody) => apiCall(ROUTES.blockPrice, { params: paramsOf(ref), body });
export const unblockVariantPrice = (ref: VariantRef) => apiCall(ROUTES.unblockPrice, { params: paramsOf(ref) });

/** The product a whole-product change is for: its company and id. */
export type ProductRef = Pick<ProductToolRow, 'companyId' | 'productId'>;
export const setProductStatus = ({ companyId, productId }: ProductRef, body: ProductStatusBody) =>
  apiCall(ROUTES.setProductStatus, { params: { companyId, productId }, body });

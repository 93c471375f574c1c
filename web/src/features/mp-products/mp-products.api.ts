/** The Marketplace Products API of the BFF (contract/catalog/mp-product.routes.ts). */
import type { MpProductListQuery } from '@contract/catalog/mp-product.query';
import { MP_PRODUCT_ROUTES } from '@contract/catalog/mp-product.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchMpProducts = (query: MpProductListQuery) => apiCall(MP_PRODUCT_ROUTES.list, { query });

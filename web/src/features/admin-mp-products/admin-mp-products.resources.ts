import { createListResource } from '@web/lib/resources/list-resource';
import { fetchAdminMpProducts } from './admin-mp-products.api';
import { staffListExport } from '@web/lib/resources/staff-export.sagas';
import { ADMIN_MP_PRODUCT_ROUTES } from '@contract/admin-mp-products/admin-mp-product.routes';

export const adminMpProductsList = createListResource('adminMpProductsList', fetchAdminMpProducts);
export const adminMpProductsExport = staffListExport(ADMIN_MP_PRODUCT_ROUTES.export);

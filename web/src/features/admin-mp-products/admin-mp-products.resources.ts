import { createListResource } from '@web/lib/resources/list-resource';
import { fetchAdminMpProducts } from './admin-mp-products.api';

export const adminMpProductsList = createListResource('adminMpProductsList', fetchAdminMpProducts);

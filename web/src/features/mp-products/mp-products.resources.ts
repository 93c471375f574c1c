import { createListResource } from '@web/lib/resources/list-resource';
import { fetchMpProducts } from './mp-products.api';

export const mpProductsList = createListResource('mpProductsList', fetchMpProducts);

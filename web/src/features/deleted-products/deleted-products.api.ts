/** The Deleted Products API of the BFF (contract/catalog/deleted-product.query.ts, product.api.ts). */
import { API } from '@contract/api/paths';
import { deletedProductQueryToRaw, type DeletedProductListAnswer, type DeletedProductListQuery } from '@contract/catalog/deleted-product.query';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import { http } from '@web/lib/http';

export async function fetchDeletedProducts(query: DeletedProductListQuery): Promise<DeletedProductListAnswer> {
  return (await http.get<DeletedProductListAnswer>(API.deletedProducts, { params: deletedProductQueryToRaw(query) })).data;
}

export async function fetchDeletedProduct(id: number): Promise<DeletedProductAnswer> {
  return (await http.get<DeletedProductAnswer>(`${API.deletedProducts}/${id}`)).data;
}

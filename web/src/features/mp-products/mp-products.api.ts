/** The Marketplace Products API of the BFF (contract/catalog/mp-product.query.ts). */
import { API } from '@contract/api/paths';
import { mpProductQueryToRaw, type MpProductListAnswer, type MpProductListQuery } from '@contract/catalog/mp-product.query';
import { http } from '@web/lib/http';

export async function fetchMpProducts(query: MpProductListQuery): Promise<MpProductListAnswer> {
  return (await http.get<MpProductListAnswer>(API.mpProducts, { params: mpProductQueryToRaw(query) })).data;
}

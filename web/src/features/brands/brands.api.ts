/** The brands API of the BFF (contract/catalog/brand.api.ts). */
import { API } from '@contract/api/paths';
import { brandQueryToRaw, type BrandAnswer, type BrandBody, type BrandListAnswer, type BrandListQuery } from '@contract/catalog/brand.api';
import { http } from '@web/lib/http';

export async function fetchBrands(query: BrandListQuery): Promise<BrandListAnswer> {
  return (await http.get<BrandListAnswer>(API.brands, { params: brandQueryToRaw(query) })).data;
}

export async function fetchBrand(id: number): Promise<BrandAnswer> {
  return (await http.get<BrandAnswer>(`${API.brands}/${id}`)).data;
}

export async function addBrand(body: BrandBody): Promise<BrandAnswer> {
  return (await http.post<BrandAnswer>(API.brands, body)).data;
}

export async function editBrand(id: number, body: BrandBody): Promise<BrandAnswer> {
  return (await http.put<BrandAnswer>(`${API.brands}/${id}`, body)).data;
}

/** Seller Product Validation API of the BFF (contract/catalog/product-validation.ts). */
import { API } from '@contract/api/paths';
import { productValidationQueryToRaw, type ProductValidationAnswer, type ProductValidationQuery } from '@contract/catalog/product-validation';
import { http } from '@web/lib/http';

export async function fetchProductValidation(query: ProductValidationQuery): Promise<ProductValidationAnswer> {
  return (await http.get<ProductValidationAnswer>(API.productValidation, { params: productValidationQueryToRaw(query) })).data;
}

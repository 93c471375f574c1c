/** The All Products API of the BFF (contract/catalog/variant.api.ts). */
import { API } from '@contract/api/paths';
import type { QuickEditVariant } from '@contract/catalog/catalog.schemas';
import type { QuickEditAnswer, VariantListAnswer } from '@contract/catalog/variant.api';
import { variantQueryToRaw, type VariantListQuery } from '@contract/catalog/variant.query';
import { http } from '@web/lib/http';

export async function fetchVariants(query: VariantListQuery): Promise<VariantListAnswer> {
  return (await http.get<VariantListAnswer>(API.variants, { params: variantQueryToRaw(query) })).data;
}

export async function saveQuickEdit(variants: QuickEditVariant[]): Promise<QuickEditAnswer> {
  return (await http.post<QuickEditAnswer>(API.variantsQuickEdit, { variants })).data;
}

/** The product edit API of the BFF (contract/catalog/product.api.ts). */
import { API } from '@contract/api/paths';
import type { ProductBasicInput, VariantInput } from '@contract/catalog/catalog.schemas';
import type { Translation } from '@contract/catalog/catalog.types';
import type { ImageSlot, ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer } from '@contract/catalog/product.api';
import { http } from '@web/lib/http';

const productPath = (id: number) => `${API.productEdit}/${id}`;
const variantPath = (id: number, variantId: number) => `${productPath(id)}/variants/${variantId}`;

export async function fetchProduct(id: number): Promise<ProductEditAnswer> {
  return (await http.get<ProductEditAnswer>(productPath(id))).data;
}

export async function fetchProductLogs(id: number): Promise<ProductLogsAnswer> {
  return (await http.get<ProductLogsAnswer>(`${productPath(id)}/logs`)).data;
}

export async function fetchProductRatings(id: number): Promise<ProductRatingsAnswer> {
  return (await http.get<ProductRatingsAnswer>(`${productPath(id)}/ratings`)).data;
}

export async function updateBasic(id: number, body: ProductBasicInput): Promise<ProductEditAnswer> {
  return (await http.put<ProductEditAnswer>(productPath(id), body)).data;
}

/** `variantId` null: the product's own translations. */
export interface TranslationsInput {
  variantId: number | null;
  translations: Translation[];
}

export async function updateTranslations(id: number, { variantId, translations }: TranslationsInput): Promise<ProductEditAnswer> {
  const path = variantId === null ? productPath(id) : variantPath(id, variantId);
  return (await http.put<ProductEditAnswer>(`${path}/translations`, { translations })).data;
}

export async function addVariant(id: number, body: VariantInput): Promise<ProductEditAnswer> {
  return (await http.post<ProductEditAnswer>(`${productPath(id)}/variants`, body)).data;
}

export interface VariantUpdate {
  variantId: number;
  body: VariantInput;
}

export async function updateVariant(id: number, { variantId, body }: VariantUpdate): Promise<ProductEditAnswer> {
  return (await http.put<ProductEditAnswer>(variantPath(id, variantId), body)).data;
}

/** Cannot be undone; after the last variant the answer's product has `deletedAt` set. */
export async function deleteVariant(id: number, variantId: number): Promise<ProductEditAnswer> {
  return (await http.delete<ProductEditAnswer>(variantPath(id, variantId))).data;
}

export interface ImageUpload {
  variantId: number;
  slot: ImageSlot;
  file: File;
}

export async function uploadImage(id: number, { variantId, slot, file }: ImageUpload): Promise<ProductEditAnswer> {
  const body = new FormData();
  body.set('slot', slot);
  body.set('file', file, file.name);
  return (await http.post<ProductEditAnswer>(`${variantPath(id, variantId)}/images`, body)).data;
}

export interface ImageChange {
  variantId: number;
  url: string;
  action: 'default' | 'remove';
}

export async function changeImage(id: number, { variantId, url, action }: ImageChange): Promise<ProductEditAnswer> {
  return (await http.post<ProductEditAnswer>(`${variantPath(id, variantId)}/images/${action}`, { url })).data;
}

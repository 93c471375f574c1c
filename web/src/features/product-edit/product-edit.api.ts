/** The product edit API of the BFF (contract/catalog/product.routes.ts). */
import type { ProductBasicInput, VariantInput } from '@contract/catalog/catalog.schemas';
import type { Translation } from '@contract/catalog/catalog.types';
import type { ImageSlot } from '@contract/catalog/product.api';
import { PRODUCT_ROUTES, type ImageAction } from '@contract/catalog/product.routes';
import { apiCall } from '@web/lib/api-call';

export const fetchProduct = (id: number) => apiCall(PRODUCT_ROUTES.detail, { params: { id } });
export const fetchProductLogs = (id: number) => apiCall(PRODUCT_ROUTES.logs, { params: { id } });
export const fetchProductRatings = (id: number) => apiCall(PRODUCT_ROUTES.ratings, { params: { id } });
export const updateBasic = (id: number, body: ProductBasicInput) => apiCall(PRODUCT_ROUTES.updateBasic, { params: { id }, body });

/** `variantId` null: the product's own translations. */
export interface TranslationsInput {
  variantId: number | null;
  translations: Translation[];
}

export function updateTranslations(id: number, { variantId, translations }: TranslationsInput) {
  return variantId === null
    ? apiCall(PRODUCT_ROUTES.translations, { params: { id }, body: { translations } })
    : apiCall(PRODUCT_ROUTES.variantTranslations, { params: { id, variantId }, body: { translations } });
}

export const addVariant = (id: number, body: VariantInput) => apiCall(PRODUCT_ROUTES.addVariant, { params: { id }, body });

export interface VariantUpdate {
  variantId: number;
  body: VariantInput;
}

export const updateVariant = (id: number, { variantId, body }: VariantUpdate) => apiCall(PRODUCT_ROUTES.updateVariant, { params: { id, variantId }, body });

/** Cannot be undone; after the last variant the answer's product has `deletedAt` set. */
export const deleteVariant = (id: number, variantId: number) => apiCall(PRODUCT_ROUTES.deleteVariant, { params: { id, variantId } });

export interface ImageUpload {
  variantId: number;
  slot: ImageSlot;
  file: File;
}

export function uploadImage(id: number, { variantId, slot, file }: ImageUpload) {
  const body = new FormData();
  body.set('slot', slot);
  body.set('file', file, file.name);
  return apiCall(PRODUCT_ROUTES.uploadImage, { params: { id, variantId }, body });
}

export interface ImageChange {
  variantId: number;
  url: string;
  action: ImageAction;
}

export const changeImage = (id: number, { variantId, url, action }: ImageChange) =>
  apiCall(PRODUCT_ROUTES.changeImage, { params: { id, variantId, action }, body: { url } });

/** Product edit with its commands (each answers the product as it stands afterwards), its logs and its ratings. */
import type { ProductBasicInput } from '@contract/catalog/catalog.schemas';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import {
  addVariant,
  changeImage,
  deleteVariant,
  fetchProduct,
  fetchProductLogs,
  fetchProductRatings,
  updateBasic,
  updateTranslations,
  updateVariant,
  uploadImage,
  type ImageChange,
  type ImageUpload,
  type TranslationsInput,
  type VariantUpdate,
} from './product-edit.api';
import type { VariantInput } from '@contract/catalog/catalog.schemas';

export const productEdit = createDetailResource('productEdit', (id): Promise<ProductEditAnswer> => fetchProduct(id), {
  updateBasic: command((id, body: ProductBasicInput) => updateBasic(id, body), 'productEdit.basic.saved'),
  updateTranslations: command((id, input: TranslationsInput) => updateTranslations(id, input), 'productEdit.translations.saved'),
  addVariant: command((id, body: VariantInput) => addVariant(id, body), 'productEdit.variants.added'),
  updateVariant: command((id, update: VariantUpdate) => updateVariant(id, update), 'productEdit.variants.saved'),
  deleteVariant: command((id, variantId: number) => deleteVariant(id, variantId), 'productEdit.variants.deleted', { changesSession: true }),
  uploadImage: command((id, upload: ImageUpload) => uploadImage(id, upload), 'productEdit.images.uploaded'),
  changeImage: command((id, change: ImageChange) => changeImage(id, change), 'productEdit.images.changed'),
});

export type ProductEditCommand = CommandName<typeof productEdit>;
export type OnProductEditCommand = OnCommand<typeof productEdit>;

export const productLogs = createDetailResource('productLogs', fetchProductLogs, {});
export const productRatings = createDetailResource('productRatings', fetchProductRatings, {});

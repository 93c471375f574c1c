/** Product edit with its commands (each answers the product as it stands afterwards), its logs and its ratings. */
import type { ProductBasicInput } from '@contract/catalog/catalog.schemas';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import {
  addVariant, changeImage, deleteVariant, fetchProduct, fetchProductLogs, fetchProductRatings, updateBasic, updateTranslations, updateVariant, uploadImage,
  type ImageChange, type ImageUpload, type TranslationsInput, type VariantUpdate,
} from './product-edit.api';
import type { VariantInput } from '@contract/catalog/catalog.schemas';

export const productEdit = createDetailResource<'productEdit', ProductEditAnswer>('productEdit', fetchProduct, {
  updateBasic: { run: (id, input) => updateBasic(id, input as ProductBasicInput), success: 'productEdit.basic.saved' },
  updateTranslations: { run: (id, input) => updateTranslations(id, input as TranslationsInput), success: 'productEdit.translations.saved' },
  addVariant: { run: (id, input) => addVariant(id, input as VariantInput), success: 'productEdit.variants.added' },
  updateVariant: { run: (id, input) => updateVariant(id, input as VariantUpdate), success: 'productEdit.variants.saved' },
  deleteVariant: { run: (id, input) => deleteVariant(id, input as number), success: 'productEdit.variants.deleted' },
  uploadImage: { run: (id, input) => uploadImage(id, input as ImageUpload), success: 'productEdit.images.uploaded' },
  changeImage: { run: (id, input) => changeImage(id, input as ImageChange), success: 'productEdit.images.changed' },
});

export type ProductEditCommand = 'updateBasic' | 'updateTranslations' | 'addVariant' | 'updateVariant' | 'deleteVariant' | 'uploadImage' | 'changeImage';

export const productLogs = createDetailResource('productLogs', fetchProductLogs, {});
export const productRatings = createDetailResource('productRatings', fetchProductRatings, {});
